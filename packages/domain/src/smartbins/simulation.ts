import type { DeviceAlarms, DeviceModel } from './decoders.ts';
import { UPLINK_PORTS } from './decoders.ts';
import { base64OfBytes, encodeDingtekDf702, encodeMilesightEm310Udl } from './encoders.ts';
import type { BinInput } from './inputs.ts';
import { fillPercent } from './rules.ts';

// The simulated fleet of `npm run simulate:bins`: which bins it keeps, how each fills, and the
// requests their sensors would send. Everything follows from a bin's number and the tick, so a run
// repeats itself; the command line does the HTTP.

/** Simulated bins are the ones whose label starts so; the number after it says everything else. */
export const SIMULATION_LABEL = 'Simulasi ';

/**
 * Each tick is one virtual hour: at a 10 s interval a bin filling 15 % a day is full in about 25
 * minutes and a slow one in a few hours, so a map and a forecast visibly move while one watches.
 */
const VIRTUAL_HOURS_PER_TICK = 1;

/** A bin past this fill is picked up before the next tick, as a hauler would. */
export const PICKUP_AT_PERCENT = 95;
/** The bin that catches fire now and then, and the one that stops reporting after a few ticks. */
export const FIRE_BIN = 4;
export const SILENT_BIN = 6;
const SILENT_AFTER_TICKS = 3;
/** The fire starts this many ticks into each virtual week and burns for as many readings as it has values. */
const FIRE_AT_TICK = 6;
const FIRE_C = [62, 71, 78, 66];
const WEEK_TICKS = 7 * 24;
/** A bin's chance of being knocked over in a tick, and the virtual hours until someone sets it upright. */
const KNOCK_OVER_CHANCE = 1 / 20_000;
const DOWN_FOR_TICKS = 6;

/** The alarms a DF702 raises on its own, as the parameter frame in decoders.test.ts sets them. */
const DEVICE_ALARMS = { fullMm: 300, fireC: 60, tiltDeg: 45, lowBatteryPercent: 15 };

/** How a bin's readings reach the product: a DF702 via ChirpStack, an EM310-UDL via TTN, or our batch. */
export type SimulatedRoute = 'chirpstack' | 'ttn' | 'batch';
/** By the bin number's remainder of 3. */
const ROUTES: readonly SimulatedRoute[] = ['batch', 'chirpstack', 'ttn'];
const MODELS: Record<SimulatedRoute, DeviceModel | null> = {
  chirpstack: 'dingtek-df702',
  ttn: 'milesight-em310-udl',
  batch: null,
};

/** Industrial estates of Jabodetabek and Karawang, where the customers' simulated bins stand. */
const ESTATES = [
  { name: 'Jababeka', address: 'Kawasan Industri Jababeka, Cikarang Utara, Bekasi', at: [-6.2925, 107.1525] },
  { name: 'MM2100', address: 'Kawasan Industri MM2100, Cibitung, Bekasi', at: [-6.298, 107.084] },
  { name: 'EJIP', address: 'East Jakarta Industrial Park, Cikarang Selatan, Bekasi', at: [-6.338, 107.142] },
  {
    name: 'Delta Silicon',
    address: 'Kawasan Industri Delta Silicon, Lippo Cikarang, Bekasi',
    at: [-6.335, 107.17],
  },
  {
    name: 'GIIC',
    address: 'Greenland International Industrial Center, Deltamas, Bekasi',
    at: [-6.39, 107.178],
  },
  {
    name: 'KIIC',
    address: 'Karawang International Industrial City, Teluk Jambe, Karawang',
    at: [-6.36, 107.285],
  },
  { name: 'Suryacipta', address: 'Kawasan Industri Suryacipta, Ciampel, Karawang', at: [-6.3711, 107.3021] },
  {
    name: 'Pulogadung',
    address: 'Kawasan Industri Pulogadung, Cakung, Jakarta Timur',
    at: [-6.1935, 106.911],
  },
  { name: 'KBN Cakung', address: 'Kawasan Berikat Nusantara, Cakung, Jakarta Utara', at: [-6.154, 106.93] },
  { name: 'Marunda', address: 'Kawasan Marunda Center, Tarumajaya, Bekasi', at: [-6.103, 106.97] },
  { name: 'Millennium', address: 'Kawasan Industri Millennium, Tigaraksa, Tangerang', at: [-6.273, 106.496] },
  { name: 'Sentul', address: 'Kawasan Industri Sentul, Citeureup, Bogor', at: [-6.565, 106.857] },
] as const;

type Estate = (typeof ESTATES)[number];

const BIN_KINDS = [
  { type: 'wheelie', brand: 'Sulo', capacityLitres: 240, heightCm: 100, colour: 'green' },
  { type: 'container', brand: 'Otto', capacityLitres: 660, heightCm: 115, colour: 'yellow' },
  { type: 'container', brand: 'Rotomade', capacityLitres: 1_100, heightCm: 130, colour: 'grey' },
] as const;
type BinKind = (typeof BIN_KINDS)[number];

/** A number in [0, 1) fixed by its inputs (a hash, not a generator): the same bin and tick, the same draw. */
function draw(...parts: number[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) hash = Math.imul(hash ^ part, 0x01000193) ^ (hash >>> 15);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) / 2 ** 32;
}

// What each draw is for, so two never share a sequence.
const FOR = { estate: 1, place: 2, kind: 3, rate: 4, fill: 5, battery: 6, drain: 7, knock: 8, angle: 9 };

const pick = <T>(items: readonly T[], value: number): T => items[Math.floor(value * items.length)] as T;

/** A 15-digit IMEI: a module maker's type code, the bin's number, and the Luhn check digit. */
function simulatedImei(number: number): string {
  const body = `8669530${String(number).padStart(7, '0')}`;
  const sum = [...body].reduce((total, char, index) => {
    const doubled = Number(char) * (index % 2 === 1 ? 2 : 1);
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export interface SimulatedBin {
  number: number;
  label: string;
  route: SimulatedRoute;
  devEui: string | null;
  imei: string | null;
  kind: BinKind;
  estate: Estate;
  /** Percentage points it fills by in a day: 2–15. */
  fillPerDay: number;
  /** Whether its DF702 carries the GPS module (the 25-byte frame). */
  gps: boolean;
  latitude: number;
  longitude: number;
}

/** Bin number n (1–65535): a third each of DF702 via ChirpStack, EM310-UDL via TTN and IMEI via our batch. */
export function simulatedBin(number: number): SimulatedBin {
  const route = ROUTES[number % 3] ?? 'batch';
  const estate = pick(ESTATES, draw(number, FOR.estate));
  // Within about 700 m of the estate's middle.
  const offset = (salt: number) => Math.round((draw(number, FOR.place, salt) - 0.5) * 0.013 * 1e6) / 1e6;
  return {
    number,
    label: `${SIMULATION_LABEL}${String(number).padStart(4, '0')} · ${estate.name}`,
    route,
    devEui: route === 'batch' ? null : `70B3D5500000${number.toString(16).toUpperCase().padStart(4, '0')}`,
    imei: route === 'batch' ? simulatedImei(number) : null,
    kind: pick(BIN_KINDS, draw(number, FOR.kind)),
    estate,
    fillPerDay: 2 + 13 * draw(number, FOR.rate),
    gps: route === 'chirpstack' && number % 2 === 0,
    latitude: Math.round((estate.at[0] + offset(1)) * 1e6) / 1e6,
    longitude: Math.round((estate.at[1] + offset(2)) * 1e6) / 1e6,
  };
}

/** The number of a simulated bin's label, or null for any other bin. */
export function simulatedBinNumber(label: string): number | null {
  const match = /^Simulasi (\d+)\b/.exec(label);
  return match ? Number(match[1]) : null;
}

/** What staff would record of the bin, at a customer company's site. */
export function simulatedBinInput(
  bin: SimulatedBin,
  companyId: string,
  expectedIntervalMinutes: number,
): BinInput {
  const { kind } = bin;
  const model = MODELS[bin.route];
  return {
    companyId,
    label: bin.label,
    brand: kind.brand,
    type: kind.type,
    colour: kind.colour,
    capacityLitres: kind.capacityLitres,
    heightCm: kind.heightCm,
    hasSensor: true,
    sensorBrand: model === 'dingtek-df702' ? 'Dingtek' : model ? 'Milesight' : 'Quectel NB-IoT',
    deviceModel: model,
    imei: bin.imei,
    devEui: bin.devEui,
    expectedIntervalMinutes,
    address: bin.estate.address,
    latitude: bin.latitude,
    longitude: bin.longitude,
  };
}

export interface BinState {
  /** Ticks since the run started; also the LoRaWAN frame counter. */
  tick: number;
  /** The virtual hour of the day, 0–23. */
  hour: number;
  fillPercent: number;
  batteryPercent: number;
  tiltDeg: number;
  /** Ticks until a knocked-over bin is set upright; 0 when it stands. */
  downFor: number;
}

/** Where a bin starts: where the product last saw it, else somewhere along its curve. */
export function initialState(
  bin: SimulatedBin,
  { hour, last }: { hour: number; last?: { fillPercent?: number | null; batteryPercent?: number | null } },
): BinState {
  // Every 25th bin starts just above the low-battery threshold, so that alert shows within the run.
  const battery = bin.number % 25 === 0 ? 17 : 40 + 60 * draw(bin.number, FOR.battery);
  return {
    tick: 0,
    hour,
    fillPercent: last?.fillPercent ?? 90 * draw(bin.number, FOR.fill),
    batteryPercent: last?.batteryPercent ?? battery,
    tiltDeg: 0,
    downFor: 0,
  };
}

/** Waste arrives mostly in working hours: 1.8 times the mean rate from 07:00 to 18:00, 0.3 at night. */
const activity = (hour: number) => (hour >= 7 && hour < 18 ? 1.8 : 0.3);

/** The bin one virtual hour on: filled or picked up, drained, knocked over or set upright. */
export function nextState(bin: SimulatedBin, state: BinState): BinState {
  const tick = state.tick + 1;
  const hour = (state.hour + VIRTUAL_HOURS_PER_TICK) % 24;
  const { number } = bin;
  const filled =
    state.fillPercent + (bin.fillPerDay / 24) * activity(hour) * (0.6 + 0.8 * draw(number, tick, FOR.fill));
  const fill =
    state.fillPercent >= PICKUP_AT_PERCENT ? 5 * draw(number, tick, FOR.fill) : Math.min(100, filled);
  const drained = state.batteryPercent - (0.02 + 0.04 * draw(number, FOR.drain));
  // A flat battery is replaced on the next visit.
  const battery = drained <= 3 ? 100 : drained;
  const knocked = state.downFor === 0 && draw(number, tick, FOR.knock) < KNOCK_OVER_CHANCE;
  // Standing, the sensor reads a few degrees either way; fallen, 60–90°.
  const angle = draw(number, tick, FOR.angle);
  const wobble = Math.round((angle - 0.5) * 6);
  const fallen = (angle < 0.5 ? -1 : 1) * (60 + Math.round(30 * draw(number, FOR.angle)));
  const downFor = knocked ? DOWN_FOR_TICKS : Math.max(0, state.downFor - 1);
  return {
    tick,
    hour,
    fillPercent: fill,
    batteryPercent: battery,
    tiltDeg: knocked ? fallen : downFor > 0 ? state.tiltDeg : wobble,
    downFor,
  };
}

/** Whether the bin sends nothing this tick: the silent one stops after a few readings. */
export const isSilent = (bin: SimulatedBin, tick: number) =>
  bin.number === SILENT_BIN && tick >= SILENT_AFTER_TICKS;

/** What the sensor measures in a state, with the alarms a DF702 would raise on it. */
export interface SimulatedReading {
  distanceMm: number;
  /** As the product computes it from the distance and the bin's height. */
  fillPercent: number;
  temperatureC: number;
  tiltDeg: number;
  batteryPercent: number;
  alarms: Required<DeviceAlarms>;
}

export function readingOf(bin: SimulatedBin, state: BinState): SimulatedReading {
  const { heightCm } = bin.kind;
  const distanceMm = Math.round(heightCm * 10 * (1 - state.fillPercent / 100));
  // 26 °C before dawn to 34 °C at 14:00.
  const ambient = Math.round(30 - 4 * Math.cos(((state.hour - 14) / 24) * 2 * Math.PI));
  const intoFire = (state.tick % WEEK_TICKS) - FIRE_AT_TICK;
  const burning = bin.number === FIRE_BIN && intoFire >= 0 && intoFire < FIRE_C.length;
  const temperatureC = burning ? (FIRE_C[intoFire] ?? ambient) : ambient;
  const batteryPercent = Math.round(state.batteryPercent);
  return {
    distanceMm,
    fillPercent: fillPercent(distanceMm, heightCm),
    temperatureC,
    tiltDeg: state.tiltDeg,
    batteryPercent,
    alarms: {
      full: distanceMm <= DEVICE_ALARMS.fullMm,
      fire: temperatureC >= DEVICE_ALARMS.fireC,
      tilt: Math.abs(state.tiltDeg) >= DEVICE_ALARMS.tiltDeg,
      lowBattery: batteryPercent <= DEVICE_ALARMS.lowBatteryPercent,
    },
  };
}

/** When the uplink was measured, its frame counter and the network server's id for it. */
export interface UplinkContext {
  at: Date;
  fCnt: number;
  deduplicationId: string;
}

const hexOf = (number: number, digits: number) => number.toString(16).padStart(digits, '0');

/** ChirpStack v4's `?event=up` body for a DF702 bin, carrying the frame the device would send. */
export function chirpstackBody(bin: SimulatedBin, reading: SimulatedReading, uplink: UplinkContext) {
  const frame = encodeDingtekDf702(reading, {
    gps: bin.gps ? { latitude: bin.latitude, longitude: bin.longitude } : undefined,
  });
  return {
    deduplicationId: uplink.deduplicationId,
    time: uplink.at.toISOString(),
    deviceInfo: {
      tenantId: '52f14cd4-c6f1-4fbd-8f87-4025e1d49242',
      tenantName: 'Sirkula',
      applicationId: 'a3b0c1d2-7e6f-4a5b-9c8d-0e1f2a3b4c5d',
      applicationName: 'smart-bins',
      deviceProfileId: '0f6c3e1a-2b4d-4c8e-9a7f-5d6e7f8a9b0c',
      deviceProfileName: 'Dingtek DF702',
      deviceName: bin.label,
      devEui: bin.devEui?.toLowerCase(),
      tags: {},
    },
    devAddr: `01${hexOf(bin.number, 6)}`,
    adr: true,
    dr: 4,
    fCnt: uplink.fCnt,
    fPort: UPLINK_PORTS['dingtek-df702'],
    confirmed: false,
    data: base64OfBytes(frame),
    rxInfo: [{ gatewayId: '0016c001f1500a01', rssi: -70 - (bin.number % 40), snr: 7.5 }],
    txInfo: { frequency: 922_200_000, modulation: { lora: { bandwidth: 125_000, spreadingFactor: 8 } } },
  };
}

/** The Things Stack v3's webhook uplink for an EM310-UDL bin, carrying the frame the device would send. */
export function ttnBody(bin: SimulatedBin, reading: SimulatedReading, uplink: UplinkContext) {
  const frame = encodeMilesightEm310Udl({
    batteryPercent: reading.batteryPercent,
    distanceMm: reading.distanceMm,
    tilted: reading.alarms.tilt,
  });
  const at = uplink.at.toISOString();
  return {
    end_device_ids: {
      device_id: `simulasi-${bin.number}`,
      application_ids: { application_id: 'sirkula-smart-bins' },
      dev_eui: bin.devEui,
      dev_addr: `26${hexOf(bin.number, 6).toUpperCase()}`,
    },
    correlation_ids: [`as:up:${uplink.deduplicationId}`],
    received_at: at,
    uplink_message: {
      f_port: UPLINK_PORTS['milesight-em310-udl'],
      f_cnt: uplink.fCnt,
      frm_payload: base64OfBytes(frame),
      rx_metadata: [
        { gateway_ids: { gateway_id: 'sirkula-gw-cikarang' }, rssi: -70 - (bin.number % 40), snr: 8 },
      ],
      settings: { data_rate: { lora: { bandwidth: 125_000, spreading_factor: 8 } }, frequency: '922200000' },
      received_at: at,
    },
  };
}

/** One reading of our JSON batch for an IMEI bin: the values themselves, no frame. */
export function batchReading(bin: SimulatedBin, reading: SimulatedReading, at: Date) {
  return {
    imei: bin.imei ?? undefined,
    measuredAt: at.toISOString(),
    fillPercent: reading.fillPercent,
    distanceMm: reading.distanceMm,
    temperatureC: reading.temperatureC,
    tiltDeg: reading.tiltDeg,
    batteryPercent: reading.batteryPercent,
    alarms: reading.alarms,
  };
}

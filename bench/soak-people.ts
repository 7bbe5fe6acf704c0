// The soak's people, on the demo install: the customer requests pickups and reads its lists and
// reports, staff confirm, plan journeys and look at billing, the transporter hands the waste over on its
// phone, the processor receives it, sensors report, visitors track, and everyone signs in now and then.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { lastWholePeriod } from '@sirkula/domain/reports/rules';
import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import { earliestPickupDate } from '@sirkula/domain/waste/rules';
import { inArray } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { DEMO_PASSWORD } from '../apps/server/src/features/companies/demo-people.ts';
import { createKey } from '../apps/server/src/features/integrations/public.ts';
import { createBin } from '../apps/server/src/features/smartbins/factories.ts';
import { createContract } from '../apps/server/src/features/waste/factories.ts';
import { photoJpeg, signaturePng } from '../apps/server/src/seed/images.ts';
import { multipartForm } from '../apps/server/src/test/multipart.ts';
import { Client, type Tallies } from './soak-client.ts';

const SENSOR_BINS = 50;
/** How often each person acts: a person at work, not a load generator. */
const THINK_MS = 1_000;

export interface Cast {
  customerId: string;
  transporterId: string;
  receiverId: string;
  contractId: string;
  sensorKey: string;
  binIds: string[];
}

/** On a demo install: a contract the pickups never exhaust, and sensor bins with their network's key. */
export async function castOf(db: Db): Promise<Cast> {
  const people = await db
    .select({ email: users.email, companyId: users.companyId })
    .from(users)
    .where(
      inArray(users.email, [
        'customer@demo.sirkula.id',
        'partner@demo.sirkula.id',
        'receiver@demo.sirkula.id',
      ]),
    );
  const companyOf = (email: string) => {
    const companyId = people.find((person) => person.email === email)?.companyId;
    if (!companyId) throw new Error(`The demo data has no ${email}`);
    return companyId;
  };
  const customerId = companyOf('customer@demo.sirkula.id');
  const today = jakartaToday(new Date());
  const contract = await createContract(db, {
    companyId: customerId,
    startDate: addDays(today, -30),
    endDate: addDays(today, 365),
    unit: 'kg',
    pricePerUnit: 2_750,
    frequency: 'yearly',
    maxQuantityPerFrequency: 100_000_000,
    wasteTypes: ['nonB3'],
  });
  const binIds: string[] = [];
  for (let index = 0; index < SENSOR_BINS; index++) {
    binIds.push((await createBin(db, { companyId: customerId, label: `Soak ${index + 1}` })).id);
  }
  const { key } = await createKey(db, { companyId: customerId, requestsPerMinute: 6_000 });
  return {
    customerId,
    transporterId: companyOf('partner@demo.sirkula.id'),
    receiverId: companyOf('receiver@demo.sirkula.id'),
    contractId: contract.id,
    sensorKey: key,
    binIds,
  };
}

/** A person's loop: one act at a time, a pause between them, until the run ends. */
async function loop(until: number, act: (round: number) => Promise<void>) {
  for (let round = 0; Date.now() < until; round++) {
    await act(round);
    await sleep(THINK_MS * (0.5 + Math.random()));
  }
}

/** Work handed from one person to the next: records to confirm, to plan, to pick up, to receive. */
interface Flow {
  toConfirm: string[];
  toPlan: string[];
  /** A journey's records, the transporter's to pick up one by one. */
  toPickUp: Array<{ journeyId: string; recordIds: string[]; waiting: string[] }>;
  /** The processor receives a journey's records once all of them are on the road. */
  toReceive: Array<{ journeyId: string; recordId: string }>;
  registrations: string[];
}

const idOf = (body: unknown, path: string[]) =>
  path.reduce<unknown>((value, part) => (value as Record<string, unknown> | null)?.[part], body) as
    | string
    | undefined;

function customer(client: Client, cast: Cast, flow: Flow, until: number) {
  return loop(until, async (round) => {
    if (round % 300 === 0) await client.signIn('customer@demo.sirkula.id', DEMO_PASSWORD);
    await client.send('waste list', 'GET', '/waste?page=1&pageSize=20');
    if (round % 3 === 0) {
      const created = await client.send('pickup request', 'POST', '/waste', {
        contractId: cast.contractId,
        type: 'nonB3',
        subType: null,
        quantity: 25 + (round % 40),
        pickupAddress: 'Jl. Industri Selatan 5 Blok JJ No. 3, Cikarang',
        packaging: 'sack',
        generatedOn: addDays(jakartaToday(new Date()), -1),
        requestedPickupDate: addDays(earliestPickupDate(new Date()), 1),
        timeWindow: 'morning',
        acknowledged: true,
      });
      const id = idOf(created.body, ['record', 'id']);
      if (id) flow.toConfirm.push(id);
      const registration = idOf(created.body, ['record', 'registrationNumber']);
      if (registration) flow.registrations.push(registration);
    }
    if (round % 5 === 1) await client.send('dashboard', 'GET', '/dashboard');
    if (round % 5 === 2) await client.send('invoice list', 'GET', '/billing/invoices?page=1&pageSize=20');
    if (round % 5 === 3) await client.send('smart bins', 'GET', '/smartbins?page=1&pageSize=20');
    if (round % 120 === 60) {
      await client.send('report request', 'POST', '/reports', {
        type: 'monthlyWaste',
        period: lastMonth(),
        companyId: cast.customerId,
        format: round % 240 === 60 ? 'pdf' : 'xlsx',
        language: 'id',
      });
    }
    if (round % 10 === 4) await client.send('report list', 'GET', '/reports?page=1&pageSize=20');
  });
}

/** Last month in WIB (`2026-10`), the period a monthly report or a billing run covers. */
const lastMonth = () => lastWholePeriod('monthlyWaste', new Date());

function staff(client: Client, cast: Cast, flow: Flow, until: number) {
  return loop(until, async (round) => {
    if (round % 300 === 0) await client.signIn('admin@demo.sirkula.id', DEMO_PASSWORD);
    await client.send('waste list', 'GET', '/waste?page=1&pageSize=20&sort=createdAt&order=desc');
    for (const id of flow.toConfirm.splice(0, 3)) {
      const confirmed = await client.send('confirm', 'POST', `/waste/${id}/confirm`);
      if (confirmed.status === 200) flow.toPlan.push(id);
    }
    if (flow.toPlan.length >= 2) {
      const recordIds = flow.toPlan.splice(0, 3);
      const planned = await client.send('journey plan', 'POST', '/journeys', {
        transporterId: cast.transporterId,
        receiverId: cast.receiverId,
        plannedOn: addDays(jakartaToday(new Date()), 1),
        wasteRecordIds: recordIds,
      });
      const journeyId = idOf(planned.body, ['journey', 'id']);
      if (journeyId) flow.toPickUp.push({ journeyId, recordIds, waiting: [...recordIds] });
    }
    if (round % 4 === 1) await client.send('journey list', 'GET', '/journeys?page=1&pageSize=20');
    if (round % 4 === 2) await client.send('invoice list', 'GET', '/billing/invoices?page=1&pageSize=20');
    if (round % 30 === 3)
      await client.send('billing preview', 'GET', `/billing/runs/preview?month=${lastMonth()}`);
    if (round % 60 === 5) await invoicePdf(client);
    if (round % 6 === 4) await client.send('dashboard', 'GET', '/dashboard');
    if (round % 10 === 7) await client.send('bin alerts', 'GET', '/smartbins/alerts?page=1&pageSize=20');
  });
}

async function invoicePdf(client: Client) {
  const list = await client.send('invoice list', 'GET', '/billing/invoices?page=1&pageSize=5');
  const id = idOf(list.body, ['items', '0', 'id']);
  if (id) await client.send('invoice PDF', 'GET', `/billing/invoices/${id}/invoice.pdf`);
}

/** A driver takes one journey at a time off the queue and picks its records up one by one. */
function transporter(client: Client, flow: Flow, until: number) {
  let journey: Flow['toPickUp'][number] | undefined;
  return loop(until, async (round) => {
    if (round % 300 === 0) await client.signIn('partner@demo.sirkula.id', DEMO_PASSWORD);
    if (round % 3 === 0) await client.send('journey list', 'GET', '/journeys?page=1&pageSize=20');
    journey ??= flow.toPickUp.shift();
    const recordId = journey?.waiting[0];
    if (!journey || !recordId) return;
    const form = multipartForm(
      {
        idempotencyKey: randomUUID(),
        quantity: 30,
        personInCharge: 'Slamet Riyadi',
        latitude: -6.3,
        longitude: 107.15,
      },
      [
        { field: 'signature', name: 'ttd.png', data: SIGNATURE },
        { field: 'photos', name: 'muatan.jpg', data: PHOTO },
      ],
    );
    const handed = await client.send(
      'pickup handover',
      'POST',
      `/journeys/${journey.journeyId}/records/${recordId}/pickup`,
      { form },
    );
    journey.waiting.shift();
    if (handed.status !== 200 || journey.waiting.length > 0) return;
    for (const id of journey.recordIds) flow.toReceive.push({ journeyId: journey.journeyId, recordId: id });
    journey = undefined;
  });
}

const SIGNATURE = signaturePng();
const PHOTO = photoJpeg(640, 480, 7);

function receiver(client: Client, flow: Flow, until: number) {
  return loop(until, async (round) => {
    if (round % 300 === 0) await client.signIn('receiver@demo.sirkula.id', DEMO_PASSWORD);
    if (round % 3 === 0) await client.send('journey list', 'GET', '/journeys?page=1&pageSize=20');
    const next = flow.toReceive.shift();
    if (!next) return;
    await client.send('receipt', 'POST', `/journeys/${next.journeyId}/records/${next.recordId}/receive`, {
      idempotencyKey: randomUUID(),
      quantity: 29.5,
    });
  });
}

/** The sensor network's server: every bin reports once a minute, posted in batches every 10 s. */
function sensors(client: Client, cast: Cast, until: number) {
  let turn = 0;
  return (async () => {
    while (Date.now() < until) {
      const part = cast.binIds.filter((_, index) => index % 6 === turn % 6);
      turn += 1;
      await client.send('telemetry', 'POST', '/telemetry', {
        readings: part.map((binId, index) => ({
          binId,
          measuredAt: new Date().toISOString(),
          fillPercent: (turn + index * 7) % 100,
          temperatureC: 30,
          batteryPercent: 88,
        })),
      });
      await sleep(10_000);
    }
  })();
}

/** Someone following a pickup by its registration number from the e-mail's link, every few seconds. */
function visitors(person: () => Client, flow: Flow, until: number) {
  return loop(until, async () => {
    const registration = flow.registrations[Math.floor(Math.random() * flow.registrations.length)];
    if (registration) await person().send('public tracking', 'GET', `/public/track/${registration}`);
    await sleep(4_000);
  });
}

/** Every person at once, until `until`; `crowd` people of each kind (the sensors and the visitor once). */
export async function soak(url: string, cast: Cast, tallies: () => Tallies, until: number, crowd: number) {
  const flow: Flow = { toConfirm: [], toPlan: [], toPickUp: [], toReceive: [], registrations: [] };
  const person = () => new Client(url, tallies);
  const loops = [
    sensors(new Client(url, tallies, cast.sensorKey), cast, until),
    visitors(person, flow, until),
  ];
  for (let index = 0; index < crowd; index++) {
    loops.push(
      customer(person(), cast, flow, until),
      staff(person(), cast, flow, until),
      transporter(person(), flow, until),
      receiver(person(), flow, until),
    );
  }
  await Promise.all(loops);
}

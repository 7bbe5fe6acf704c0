import { staticMapSvg, svgToPng } from '../../lib/static-map.ts';
import type { ProofEvent, ProofOfDelivery } from './proof-of-delivery.ts';
import { routeMapOf } from './route-map.ts';

const noDetails = {
  place: null,
  latitude: null,
  longitude: null,
  registrationNumber: null,
  quantity: null,
  unit: null,
  actorName: null,
  personInCharge: null,
  note: null,
  signature: null,
  photos: [],
} satisfies Omit<ProofEvent, 'kind' | 'occurredAt'>;

/**
 * A two-customer journey, picked up and received, for the tests, the benchmark and sample renders.
 * Its pickup is at 2026-11-23T18:30Z, which is already 24 November (01:30) in WIB.
 */
export function sampleProof(images: { photos: Uint8Array[]; signature: Uint8Array }): ProofOfDelivery {
  const { photos, signature } = images;
  return {
    scope: { kind: 'journey' },
    journey: {
      number: 'JRN-2026-000123',
      plannedOn: '2026-11-24',
      stage: 'processed',
      status: 'active',
      transitHubName: null,
    },
    transporter: {
      name: 'PT Angkut Hijau Sejahtera',
      address: 'Jl. Raya Narogong Km 12 No. 8',
      city: 'Bekasi',
      npwp: '01.234.567.8-432.000',
    },
    receiver: {
      name: 'PT Olah Limbah Cileungsi',
      address: 'Kawasan Industri Cileungsi Blok C-3',
      city: 'Kabupaten Bogor',
      npwp: null,
    },
    vehicle: { plate: 'B 9123 KXT', type: 'boxTruck' },
    driver: { name: 'Slamet Riyadi', phone: '+6281310002002' },
    records: [
      {
        registrationNumber: 'WR-2026-004711',
        customerName: 'PT Kimia Farma Cikarang',
        wasteType: 'b3',
        wasteCode: 'A102d',
        unit: 'kg',
        requestedQuantity: 1250,
        sentQuantity: 1240.5,
        receivedQuantity: 1228,
        status: 'partiallyDelivered',
      },
      {
        registrationNumber: 'WR-2026-004712',
        customerName: 'RS Mitra Keluarga Bekasi',
        wasteType: 'medical',
        wasteCode: null,
        unit: 'bin',
        requestedQuantity: 12,
        sentQuantity: 12,
        receivedQuantity: 12,
        status: 'delivered',
      },
    ],
    events: [
      {
        ...noDetails,
        kind: 'created',
        occurredAt: new Date('2026-11-20T03:12:00Z'),
        actorName: 'Dewi Lestari',
      },
      {
        ...noDetails,
        kind: 'pickedUp',
        occurredAt: new Date('2026-11-23T18:30:00Z'),
        place: 'Cikarang',
        latitude: -6.30412,
        longitude: 107.16421,
        registrationNumber: 'WR-2026-004711',
        quantity: 1240.5,
        unit: 'kg',
        actorName: 'Slamet Riyadi',
        personInCharge: 'Agus Prasetyo',
        note: 'Drum 3 penyok, tidak bocor',
        signature,
        photos,
      },
      {
        ...noDetails,
        kind: 'pickedUp',
        occurredAt: new Date('2026-11-24T02:05:00Z'),
        place: 'Bekasi',
        registrationNumber: 'WR-2026-004712',
        quantity: 12,
        unit: 'bin',
        actorName: 'Slamet Riyadi',
        personInCharge: 'Rina Handayani',
        signature,
      },
      {
        ...noDetails,
        kind: 'received',
        occurredAt: new Date('2026-11-24T07:40:00Z'),
        place: 'Kabupaten Bogor',
        registrationNumber: 'WR-2026-004711',
        quantity: 1228,
        unit: 'kg',
        actorName: 'Hendra Gunawan',
        personInCharge: 'Hendra Gunawan',
        signature,
      },
    ],
    routeMap: sampleRouteMap(),
    generatedAt: new Date('2026-11-25T09:00:00Z'),
    providerLine: 'PT Sirkula Lestari Nusantara · Jl. Jenderal Sudirman Kav. 52–53, Jakarta Selatan 12190',
  };
}

/** The sample journey's map: Cikarang, then Bekasi, then the processor near Cileungsi; or one customer's part. */
export function sampleRouteMap(customerId?: 'cikarang' | 'bekasi'): ProofOfDelivery['routeMap'] {
  const sites = [
    { id: 'cikarang', name: 'PT Kimia Farma Cikarang', latitude: -6.30412, longitude: 107.16421 },
    { id: 'bekasi', name: 'RS Mitra Keluarga Bekasi', latitude: -6.24871, longitude: 107.00214 },
    { id: 'receiver', name: 'PT Olah Limbah Cileungsi', latitude: -6.39532, longitude: 106.96874 },
  ];
  const { map, legend, straightLines } = routeMapOf({
    records: [
      { id: 'r1', customerId: 'cikarang', customerName: 'PT Kimia Farma Cikarang' },
      { id: 'r2', customerId: 'bekasi', customerName: 'RS Mitra Keluarga Bekasi' },
    ].filter((record) => !customerId || record.customerId === customerId),
    events: [],
    positions: sites,
    sites,
    hub: null,
    receiverId: 'receiver',
  });
  return { png: svgToPng(staticMapSvg(map) ?? ''), legend, straightLines };
}

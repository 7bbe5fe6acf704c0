// Word lists and weights for the large data set: Indonesian names, industries, cities and how
// waste records are spread over types, packaging and statuses.
import type { Frequency, WasteType } from '@sirkula/domain/contracts/rules';
import type { PACKAGINGS, WasteStatus } from '@sirkula/domain/waste/rules';

export const NAME_FIRST =
  'Sinar Maju Karya Cahaya Mitra Sumber Tunas Bumi Surya Putra Mega Prima Nusa Indah Harapan Bintang Anugerah Graha'.split(
    ' ',
  );
export const NAME_SECOND =
  'Jaya Makmur Abadi Sentosa Mandiri Sejahtera Perkasa Lestari Utama Bersama Gemilang Santosa'.split(' ');
/** Name ending → industry, as Indonesian company names often say what the company makes. */
export const CUSTOMER_INDUSTRIES: ReadonlyArray<readonly [string, string]> = [
  ['Plastindo', 'Plastik dan kemasan'],
  ['Kimia', 'Industri kimia'],
  ['Logam', 'Pengolahan logam'],
  ['Tekstil', 'Tekstil dan garmen'],
  ['Farma', 'Farmasi'],
  ['Pangan', 'Makanan dan minuman'],
  ['Elektronik', 'Elektronik'],
  ['Otomotif', 'Komponen otomotif'],
  ['Medika', 'Rumah sakit dan klinik'],
  ['Karet', 'Barang karet'],
  ['Coating', 'Cat dan pelapis'],
  ['Steel', 'Baja'],
] as const;
export const PARTNER_INDUSTRIES: ReadonlyArray<readonly [string, string]> = [
  ['Daur Ulang', 'Daur ulang'],
  ['Enviro Transindo', 'Pengangkutan limbah B3'],
  ['Pengolahan Limbah', 'Pengolahan limbah B3'],
] as const;
export const CITIES = [
  ['Jakarta Utara', 'DKI Jakarta', 'Jl. Yos Sudarso'],
  ['Jakarta Timur', 'DKI Jakarta', 'Jl. Pulo Gadung'],
  ['Bekasi', 'Jawa Barat', 'Jl. Jababeka Raya'],
  ['Karawang', 'Jawa Barat', 'Jl. Surya Utama KIIC'],
  ['Bandung', 'Jawa Barat', 'Jl. Soekarno-Hatta'],
  ['Tangerang', 'Banten', 'Jl. Industri Raya'],
  ['Cilegon', 'Banten', 'Jl. Raya Anyer'],
  ['Semarang', 'Jawa Tengah', 'Jl. Kawasan Industri Candi'],
  ['Surabaya', 'Jawa Timur', 'Jl. Rungkut Industri'],
  ['Sidoarjo', 'Jawa Timur', 'Jl. Raya Berbek'],
  ['Gresik', 'Jawa Timur', 'Jl. Mayjen Sungkono'],
  ['Medan', 'Sumatera Utara', 'Jl. Pulau Batam KIM'],
  ['Batam', 'Kepulauan Riau', 'Jl. Hang Kesturi'],
  ['Makassar', 'Sulawesi Selatan', 'Jl. Kima Raya'],
  ['Balikpapan', 'Kalimantan Timur', 'Jl. Mulawarman'],
] as const;
export const PEOPLE_FIRST = [
  'Budi',
  'Siti',
  'Agus',
  'Dewi',
  'Rina',
  'Hendra',
  'Wahyu',
  'Fitri',
  'Joko',
  'Maya',
];
export const PEOPLE_LAST = ['Santoso', 'Wulandari', 'Prasetyo', 'Lestari', 'Gunawan', 'Hidayat', 'Saputra'];
/** Well-formed codes of commonly collected B3 waste (used oil, batteries, contaminated packaging, …). */
export const B3_CODES = ['B105d', 'A102d', 'B104d', 'B110d', 'B109d', 'A108d', 'B107d'];
export const TYPE_WEIGHTS: Record<WasteType, number> = {
  b3: 40,
  nonB3: 35,
  electronic: 10,
  medical: 10,
  other: 5,
};
export const PACKAGING_OF: Record<WasteType, ReadonlyArray<(typeof PACKAGINGS)[number]>> = {
  b3: ['drum', 'drum', 'jerrycan', 'ibc', 'jumboBag'],
  nonB3: ['sack', 'jumboBag', 'bin'],
  electronic: ['box', 'box', 'other'],
  medical: ['box', 'bin'],
  other: ['sack', 'other'],
};
export const CANCEL_REASONS = [
  'Limbah belum siap diangkut',
  'Jadwal produksi berubah',
  'Permintaan ganda',
  'Dibatalkan atas permintaan pelanggan',
];
export const FREQUENCY_WEIGHTS: Partial<Record<Frequency, number>> = {
  daily: 5,
  every2Days: 5,
  weekly: 35,
  every2Weeks: 15,
  monthly: 30,
  every3Months: 10,
};

/** Status by age in days: fresh requests wait or travel, nearly all older than two weeks are delivered. */
export const STATUS_BY_AGE: Array<[number, Partial<Record<WasteStatus, number>>]> = [
  [3, { drafted: 10, waiting: 55, journeyAssigned: 20, onProgress: 10, cancelled: 5 }],
  [
    14,
    { waiting: 10, journeyAssigned: 10, onProgress: 15, partiallyDelivered: 5, delivered: 55, cancelled: 5 },
  ],
  [Infinity, { delivered: 91, partiallyDelivered: 1.5, cancelled: 6.5, waiting: 0.5, onProgress: 0.5 }],
];

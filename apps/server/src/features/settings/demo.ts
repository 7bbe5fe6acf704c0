import { isDeepStrictEqual } from 'node:util';
import { DEFAULT_INVOICE_NUMBER_FORMAT } from '@sirkula/domain/billing/rules';
import { type ContactDetails, DEFAULT_CONTACT } from '@sirkula/domain/settings/contact';
import type { InvoicingValues } from '@sirkula/domain/settings/rules';
import type { Db } from '../../db/client.ts';
import type { DemoContext } from '../../lib/feature.ts';
import { svgToPng } from '../../lib/static-map.ts';
import type { DemoRemoved, DemoRows } from '../demo/public.ts';
import { saveUpload } from '../storage/public.ts';
import { IMAGE_PURPOSES } from './images.ts';
import {
  deleteSeededImages,
  forgetSetting,
  getContact,
  getInvoicingImageIds,
  getInvoicingValues,
  saveContact,
  saveInvoicingImageIds,
  saveInvoicingValues,
} from './queries.ts';

/**
 * The demo provider's invoice block: PT Sirkula Lestari Nusantara in Jakarta (DEMO_BRANDING). The
 * tax numbers and accounts are made up, of the right shape: the NPWP in its 16-digit form (an old
 * 15-digit 73.123.456.7-012.000 with its leading 0) and the head office's NITKU after it.
 */
export const DEMO_INVOICING: InvoicingValues = {
  npwp: '0731234567012000',
  nitku: '0731234567012000000000',
  address:
    'Gedung Sirkula Lt. 8, Jl. Jenderal Sudirman Kav. 52–53, Senayan, Kebayoran Baru, Jakarta Selatan, DKI Jakarta 12190',
  phone: '(021) 5098 7788',
  bankAccounts: [
    {
      bankName: 'Bank Mandiri',
      accountName: 'PT Sirkula Lestari Nusantara',
      accountNumber: '124-00-0987654-3',
      branch: 'KCP Jakarta Sudirman',
    },
    {
      bankName: 'BCA',
      accountName: 'PT Sirkula Lestari Nusantara',
      accountNumber: '527 034 8891',
      branch: 'KCU Thamrin',
    },
  ],
  directorOfMarketing: 'Andi Wijaya Kusuma',
  defaultPreparer: 'Dewi Anggraini',
  defaultApprover: 'Bambang Hartono',
  invoiceNumberFormat: DEFAULT_INVOICE_NUMBER_FORMAT,
  defaultPpnOption: 'ppn12Dpp',
  // Not in the reference we checked, so the demo leaves it for the provider to set.
};

/** The demo provider's office in Jakarta and the national holidays (SKB 3 Menteri) ahead. */
export const DEMO_CONTACT: ContactDetails = {
  address:
    'Gedung Sirkula Lt. 8, Jl. Jenderal Sudirman Kav. 52–53, Senayan, Kebayoran Baru, Jakarta Selatan, DKI Jakarta 12190',
  phone: '(021) 5098 7788',
  email: 'halo@sirkula.co.id',
  whatsapp: '0811 1900 7788',
  latitude: -6.22517,
  longitude: 106.80942,
  holidays: [
    { date: '2026-08-17', name: 'Hari Proklamasi Kemerdekaan RI' },
    { date: '2026-08-25', name: 'Maulid Nabi Muhammad SAW' },
    { date: '2026-12-24', name: 'Cuti bersama Hari Raya Natal' },
    { date: '2026-12-25', name: 'Hari Raya Natal' },
    { date: '2027-01-01', name: 'Tahun Baru 2027 Masehi' },
    { date: '2027-05-01', name: 'Hari Buruh Internasional' },
    { date: '2027-06-01', name: 'Hari Lahir Pancasila' },
    { date: '2027-08-17', name: 'Hari Proklamasi Kemerdekaan RI' },
    { date: '2027-12-25', name: 'Hari Raya Natal' },
  ],
};

/** A leaf in a green disc beside the name: drawn here, so the demo ships no binary files. */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 320 96" font-family="Roboto">
<circle cx="48" cy="48" r="40" fill="#2f9e44"/>
<path d="M30 64 C30 36 50 24 70 26 C70 50 56 66 30 64 Z" fill="#ffffff"/>
<path d="M32 62 C42 52 52 44 64 34" stroke="#2f9e44" stroke-width="3" fill="none" stroke-linecap="round"/>
<text x="100" y="46" font-size="30" font-weight="bold" fill="#2b8a3e">SIRKULA</text>
<text x="101" y="72" font-size="15" fill="#495057">Lestari Nusantara</text>
</svg>`;

/** A handwritten-looking stroke in blue ink on a transparent background, as a scanned signature is cut out. */
const SIGNATURE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="90" viewBox="0 0 240 90">
<path d="M14 62 C26 20 40 18 44 40 C48 62 30 74 26 60 C22 44 58 30 70 46 C78 58 84 40 94 38 C104 36 100 60 112 58 C124 56 126 30 138 32 C150 34 142 62 156 60 C170 58 176 36 190 40 C200 43 204 52 226 44" fill="none" stroke="#1c3d8c" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M60 74 C110 68 160 70 214 64" fill="none" stroke="#1c3d8c" stroke-width="2" stroke-linecap="round"/>
</svg>`;

/**
 * The demo provider's invoice block, logo and signature, so billing can print invoices at once. An
 * install that already has a block or images of its own keeps them.
 */
export async function demoInvoicing({ storage }: DemoContext): Promise<DemoRows> {
  const { db } = storage;
  if (!(await getInvoicingValues(db))) await saveInvoicingValues(db, DEMO_INVOICING);
  if (isDeepStrictEqual(await getContact(db), DEFAULT_CONTACT)) await saveContact(db, DEMO_CONTACT);
  const images = await getInvoicingImageIds(db);
  const store = (purpose: string, fileName: string, svg: string) =>
    saveUpload(storage, {
      actorId: null,
      companyId: null,
      purpose,
      fileName,
      data: svgToPng(svg),
      accept: ['png'],
    }).then((file) => file.id);
  await saveInvoicingImageIds(db, {
    logoFileId: images.logoFileId ?? (await store(IMAGE_PURPOSES.logo, 'logo-sirkula.png', LOGO_SVG)),
    signatureFileId:
      images.signatureFileId ?? (await store(IMAGE_PURPOSES.signature, 'tanda-tangan.png', SIGNATURE_SVG)),
  });
  return { companyIds: [], userIds: [] };
}

/**
 * Demo removal: the demo invoice block if nobody changed it, and the images the seed stored (whether
 * still in use or replaced since), with the removed files' storage keys, whose bytes go once the
 * transaction has committed.
 */
export async function removeDemoInvoicing(db: Db): Promise<DemoRemoved> {
  const storageKeys = await forgetDemoInvoicing(db);
  return { files: storageKeys.length, storageKeys };
}

async function forgetDemoInvoicing(db: Db): Promise<string[]> {
  if (isDeepStrictEqual(await getInvoicingValues(db), DEMO_INVOICING)) await forgetSetting(db, 'invoicing');
  if (isDeepStrictEqual(await getContact(db), DEMO_CONTACT)) await forgetSetting(db, 'contact');
  const removed = await deleteSeededImages(db, Object.values(IMAGE_PURPOSES));
  if (removed.length === 0) return [];
  const ids = await getInvoicingImageIds(db);
  const kept = (id: string | null) => (removed.some((file) => file.id === id) ? null : id);
  await saveInvoicingImageIds(db, {
    logoFileId: kept(ids.logoFileId),
    signatureFileId: kept(ids.signatureFileId),
  });
  return removed.map((file) => file.storageKey);
}

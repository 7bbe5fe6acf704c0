import {
  INTERNAL_ADMINS,
  INTERNAL_ONLY,
  PUBLIC,
  type RouteExpectations,
} from '../../test/authorisation-matrix/rules.ts';
import type { World } from '../../test/authorisation-matrix/world.ts';
import { multipartForm } from '../../test/multipart.ts';
import { pngFile } from '../storage/public.ts';

/** A valid invoice block, as an internal admin would save it. */
const INVOICE_BLOCK = {
  npwp: '0123456789012345',
  nitku: '0123456789012345000000',
  address: 'Jl. Jenderal Sudirman Kav. 52–53, Jakarta Selatan 12190',
  bankAccounts: [{ bankName: 'Bank Mandiri', accountName: 'PT Matriks', accountNumber: '1240009876543' }],
  directorOfMarketing: 'Andi Wijaya Kusuma',
  defaultPreparer: 'Dewi Anggraini',
  defaultApprover: 'Bambang Hartono',
  invoiceNumberFormat: 'INV/{year}/{number}',
  defaultPpnOption: 'ppn12Dpp',
};

/** Uploads a signature as the internal admin when none is stored yet, so there is one to read. */
async function ensureSignature(world: World): Promise<void> {
  const cookie = world.personas.internalAdmin.cookie ?? '';
  const current = await world.app.inject({
    method: 'GET',
    url: '/api/v1/settings/invoicing',
    headers: { cookie },
  });
  if (current.json().signature) return;
  const { payload, contentType } = multipartForm({}, [{ field: 'file', name: 'ttd.png', data: pngFile() }]);
  const stored = await world.app.inject({
    method: 'POST',
    url: '/api/v1/settings/invoicing/signature',
    headers: { cookie, 'content-type': contentType },
    payload,
  });
  if (stored.statusCode !== 200) throw new Error(`The signature upload failed: ${stored.body}`);
}

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/settings/branding': [
    {
      does: 'read the branding',
      who: PUBLIC,
      why: 'the public site shows it',
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'PUT /api/v1/settings/branding': [
    {
      does: 'change the branding',
      who: INTERNAL_ADMINS,
      why: 'the provider’s settings are its internal admins’ to change',
      scope: 'none',
      request: async () => ({
        payload: {
          companyName: 'PT Sirkula Matriks',
          companyLine: 'PT Sirkula Matriks · Jakarta Selatan',
          pseNumber: 'MATRIKS/PSE/2025',
          contactEmail: 'halo@matriks.example.co.id',
        },
      }),
    },
  ],
  'GET /api/v1/settings/contact': [
    {
      does: 'read the contact details and holidays',
      who: PUBLIC,
      why: 'the public contact page shows them; none of it is private',
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'PUT /api/v1/settings/contact': [
    {
      does: 'change the contact details and holidays',
      who: INTERNAL_ADMINS,
      why: 'the provider’s settings are its internal admins’ to change',
      scope: 'none',
      request: async () => ({
        payload: {
          address: 'Jl. Jenderal Sudirman Kav. 52–53, Jakarta Selatan 12190',
          phone: '021 5098 7788',
          email: 'halo@matriks.example.co.id',
          whatsapp: '0811 1900 7788',
          latitude: -6.225,
          longitude: 106.809,
          holidays: [{ date: '2026-12-25', name: 'Hari Raya Natal' }],
        },
      }),
    },
  ],
  'GET /api/v1/settings/invoicing': [
    {
      does: 'read the invoice block',
      who: INTERNAL_ONLY,
      why: 'staff bill with it; the provider’s bank details and signatories are not for customers to browse',
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'PUT /api/v1/settings/invoicing': [
    {
      does: 'change the invoice block',
      who: INTERNAL_ADMINS,
      why: 'the provider’s settings are its internal admins’ to change',
      scope: 'none',
      request: async () => ({ payload: INVOICE_BLOCK }),
    },
  ],
  'POST /api/v1/settings/invoicing/{image}': [
    {
      does: 'upload the signature printed on invoices',
      who: INTERNAL_ADMINS,
      why: 'the provider’s settings are its internal admins’ to change',
      scope: 'none',
      request: async () => ({
        params: { image: 'signature' },
        upload: { fileName: 'ttd.png', data: pngFile() },
      }),
    },
  ],
  'GET /api/v1/settings/invoicing/{image}': [
    {
      does: 'see the signature printed on invoices',
      who: INTERNAL_ONLY,
      why: 'the signature signs invoices: staff only, never public',
      scope: 'none',
      request: async ({ world }) => {
        await ensureSignature(world);
        return { params: { image: 'signature' } };
      },
    },
  ],
  'GET /api/v1/settings/smart-bins': [
    {
      does: 'read the smart bins’ default thresholds',
      who: INTERNAL_ONLY,
      why: 'staff judge bins by them; they are the provider’s settings',
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'PUT /api/v1/settings/smart-bins': [
    {
      does: 'change the smart bins’ default thresholds',
      who: INTERNAL_ADMINS,
      why: 'the provider’s settings are its internal admins’ to change',
      scope: 'none',
      request: async () => ({
        payload: { fullPercent: 85, fireC: 60, tiltDeg: 45, lowBatteryPercent: 15, readingMonths: 13 },
      }),
    },
  ],
  'GET /api/v1/settings/schedulers': [
    {
      does: 'read how long the schedulers’ run logs are kept',
      who: INTERNAL_ONLY,
      why: 'staff read the run logs; it is the provider’s setting',
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'PUT /api/v1/settings/schedulers': [
    {
      does: 'change how long the schedulers’ run logs are kept',
      who: INTERNAL_ADMINS,
      why: 'the provider’s settings are its internal admins’ to change',
      scope: 'none',
      request: async () => ({ payload: { logDays: 90 } }),
    },
  ],
  'GET /api/v1/settings/delivery-tolerance': [
    {
      does: 'read the delivery tolerance',
      who: INTERNAL_ONLY,
      why: 'staff settle short deliveries against it',
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'PUT /api/v1/settings/delivery-tolerance': [
    {
      does: 'change the delivery tolerance',
      who: INTERNAL_ADMINS,
      why: 'the provider’s settings are its internal admins’ to change',
      scope: 'none',
      request: async () => ({ payload: { tolerance: 0 } }),
    },
  ],
};

import { solvedCaptcha } from '../../test/app.ts';
import {
  INTERNAL_ADMINS,
  INTERNAL_ONLY,
  PUBLIC,
  type RouteExpectations,
} from '../../test/authorisation-matrix/rules.ts';
import { createLead } from './factories.ts';

const unique = () => Math.random().toString(36).slice(2, 10);
const queue =
  'the leads of the public forms are the provider’s to follow up: its internal staff work the queue';

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/partnership/contact/map': [
    {
      does: "see the map of the provider's office",
      who: PUBLIC,
      why: 'the public contact page shows it',
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'POST /api/v1/partnership/contact': [
    {
      does: 'send a message from the contact page',
      who: PUBLIC,
      why: 'anyone may write to the provider once the Security Check is solved',
      scope: 'none',
      request: async ({ world }) => ({
        payload: {
          name: 'Penanya Matriks',
          email: `matriks-${unique()}@contoh.co.id`,
          message: 'Mohon informasi layanan penjemputan limbah B3.',
          captcha: await solvedCaptcha(world.app),
        },
      }),
    },
  ],
  'POST /api/v1/partnership/promotion': [
    {
      does: 'register for the promotion',
      who: PUBLIC,
      why: 'any producer may register once the Security Check is solved',
      scope: 'none',
      request: async ({ world }) => ({
        payload: {
          company: 'PT Matriks Promosi',
          name: 'Dewi Matriks',
          email: `promosi-${unique()}@contoh.co.id`,
          phone: '081234567890',
          city: 'Bekasi',
          monthlyVolumeKg: 1_200,
          monthlyCost: 9_000_000,
          contractEndDate: '2027-03-31',
          hazardous: true,
          wasteCode: 'B105d',
          captcha: await solvedCaptcha(world.app),
        },
      }),
    },
  ],
  'POST /api/v1/partnership/partner': [
    {
      does: 'apply as a partner',
      who: PUBLIC,
      why: 'any transporter, collector or processor may apply once the Security Check is solved',
      scope: 'none',
      request: async ({ world }) => ({
        payload: {
          company: 'PT Matriks Angkut',
          roles: ['transporter'],
          permits: 'Rekomendasi Pengangkutan Limbah B3 No. 1/2025',
          serviceArea: 'Jawa Barat',
          name: 'Agus Matriks',
          email: `mitra-${unique()}@contoh.co.id`,
          phone: '081298765432',
          captcha: await solvedCaptcha(world.app),
        },
      }),
    },
  ],
  'GET /api/v1/partnership/b3-codes': [
    {
      does: 'search the B3 codes for the promotion form',
      who: PUBLIC,
      why: 'the public promotion form offers the code list',
      scope: 'none',
      request: async () => ({ query: { q: 'B105' } }),
    },
  ],
  'GET /api/v1/partnership/leads': [
    {
      does: 'list the leads',
      who: INTERNAL_ONLY,
      why: queue,
      scope: 'none',
      request: async () => ({ query: { status: 'new' } }),
    },
  ],
  'GET /api/v1/partnership/leads/{id}': [
    {
      does: 'read a lead',
      who: INTERNAL_ONLY,
      why: queue,
      scope: 'none',
      request: async ({ world }) => ({ params: { id: (await createLead(world.db)).id } }),
    },
  ],
  'POST /api/v1/partnership/leads/{id}/status': [
    {
      does: 'mark a new lead contacted',
      who: INTERNAL_ONLY,
      why: queue,
      scope: 'none',
      request: async ({ world }) => ({
        params: { id: (await createLead(world.db)).id },
        payload: { status: 'contacted' },
      }),
    },
  ],
  'POST /api/v1/partnership/leads/{id}/notes': [
    {
      does: 'add a note to a lead',
      who: INTERNAL_ONLY,
      why: queue,
      scope: 'none',
      request: async ({ world }) => ({
        params: { id: (await createLead(world.db)).id },
        payload: { note: 'Sudah ditelepon, minta penawaran.' },
      }),
    },
  ],
  'POST /api/v1/partnership/leads/{id}/convert': [
    {
      does: 'convert a qualified promotion lead into a company and a draft contract',
      who: INTERNAL_ADMINS,
      why: 'converting makes a company and a contract: the provider’s internal admins decide it',
      scope: 'none',
      request: async ({ world }) => ({
        params: { id: (await createLead(world.db, { status: 'qualified' })).id },
        payload: {},
      }),
    },
  ],
};

import { randomBytes } from 'node:crypto';
import {
  CUSTOMERS_OWN,
  INTERNAL_ONLY,
  KEYS_ONLY,
  type RouteExpectations,
} from '../../test/authorisation-matrix/rules.ts';
import { pickupDate } from '../../test/authorisation-matrix/world.ts';
import { binBody, createAlert, createBin } from './factories.ts';

const staffOnly = 'placing, changing and removing bins is the provider’s work';
const customersRead = 'a customer reads its own bins; partners have none; staff read every bin';

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/smartbins': [
    {
      does: "list the target company's bins",
      who: CUSTOMERS_OWN,
      why: customersRead,
      others: 'narrowed',
      request: async ({ world, target }) => {
        await createBin(world.db, { companyId: target.company.id });
        return { query: { companyId: target.company.id } };
      },
    },
  ],
  'GET /api/v1/smartbins/map': [
    {
      does: "map the target company's bins",
      who: CUSTOMERS_OWN,
      why: customersRead,
      others: 'narrowed',
      request: async ({ world, target }) => {
        await createBin(world.db, { companyId: target.company.id });
        return { query: { companyId: target.company.id } };
      },
    },
  ],
  'GET /api/v1/smartbins/{id}': [
    {
      does: "read the target company's bin",
      who: CUSTOMERS_OWN,
      why: `${customersRead}; another company's answers like a missing one`,
      request: async ({ world, target }) => ({
        params: { id: (await createBin(world.db, { companyId: target.company.id })).id },
      }),
    },
  ],
  'GET /api/v1/smartbins/{id}/history': [
    {
      does: "read the history of the target company's bin",
      who: CUSTOMERS_OWN,
      why: `${customersRead}; another company's answers like a missing one`,
      request: async ({ world, target }) => ({
        params: { id: (await createBin(world.db, { companyId: target.company.id })).id },
        query: { range: '7d' },
      }),
    },
  ],
  'POST /api/v1/smartbins': [
    {
      does: 'place a bin at the target company’s site',
      who: INTERNAL_ONLY,
      why: staffOnly,
      request: async ({ target }) =>
        target.company.kind === 'customer' ? { payload: binBody(target.company.id) } : null,
    },
  ],
  'PATCH /api/v1/smartbins/{id}': [
    {
      does: "change the target company's bin",
      who: INTERNAL_ONLY,
      why: staffOnly,
      request: async ({ world, target }) =>
        target.company.kind === 'customer'
          ? {
              params: { id: (await createBin(world.db, { companyId: target.company.id })).id },
              payload: binBody(target.company.id, 'Area loading dock'),
            }
          : null,
    },
  ],
  'DELETE /api/v1/smartbins/{id}': [
    {
      does: "delete the target company's bin",
      who: INTERNAL_ONLY,
      why: staffOnly,
      request: async ({ world, target }) => ({
        params: { id: (await createBin(world.db, { companyId: target.company.id })).id },
      }),
    },
  ],
  'GET /api/v1/smartbins/alerts': [
    {
      does: "list the target company's bin alerts",
      who: CUSTOMERS_OWN,
      why: customersRead,
      others: 'narrowed',
      request: async ({ world, target }) => {
        const bin = await createBin(world.db, { companyId: target.company.id });
        await createAlert(world.db, { binId: bin.id, companyId: target.company.id });
        return { query: { companyId: target.company.id } };
      },
    },
  ],
  'POST /api/v1/smartbins/collections': [
    {
      does: "turn the target company's bin into a pickup request",
      who: CUSTOMERS_OWN,
      why: 'a customer requests pickups from its own bins; staff for any customer; partners have none',
      others: 'invalid',
      request: async ({ world, target }) => {
        if (target.company.kind !== 'customer') return null;
        const bin = await createBin(world.db, {
          companyId: target.company.id,
          contractId: target.contract.id,
        });
        return {
          payload: {
            pickups: [{ binId: bin.id, quantity: 50, subType: 'generalIndustry', wasteCode: 'B105d' }],
            requestedPickupDate: pickupDate(),
            timeWindow: 'morning',
            acknowledged: true,
          },
        };
      },
    },
  ],
  'POST /api/v1/smartbins/alerts/{id}/acknowledge': [
    {
      does: "acknowledge an alert on the target company's bin",
      who: INTERNAL_ONLY,
      why: 'acknowledging says the provider has acted on it',
      request: async ({ world, target }) => {
        const bin = await createBin(world.db, { companyId: target.company.id });
        const alert = await createAlert(world.db, { binId: bin.id, companyId: target.company.id });
        return { params: { id: alert.id }, payload: { note: 'Petugas sudah mengosongkan' } };
      },
    },
  ],
  ...telemetryExpectations(),
};

/** A device EUI no bin has yet: a sensor belongs to one live bin. */
const freshDevEui = () => randomBytes(8).toString('hex').toUpperCase();

/** The telemetry endpoints take integration keys only: a session, even staff's, is refused. */
function telemetryExpectations(): RouteExpectations {
  const reading = (binId: string) => ({
    readings: [{ binId, measuredAt: new Date().toISOString(), fillPercent: 50 }],
  });
  const why = 'sensors send readings with an integration key, never with a person’s session';
  return {
    'POST /api/v1/telemetry': [
      {
        does: "send a reading for the target company's bin",
        who: KEYS_ONLY,
        why,
        request: async ({ world, target }) => ({
          payload: reading((await createBin(world.db, { companyId: target.company.id })).id),
        }),
      },
    ],
    'POST /api/v1/telemetry/chirpstack': [
      {
        does: "send a ChirpStack uplink for the target company's bin",
        who: KEYS_ONLY,
        why,
        request: async ({ world, target }) => {
          const devEui = freshDevEui();
          await createBin(world.db, { companyId: target.company.id, devEui });
          return {
            query: { event: 'up' },
            payload: {
              time: new Date().toISOString(),
              deviceInfo: { devEui },
              fPort: 85,
              data: 'AXVcA4JECAQAAQ==',
            },
          };
        },
      },
    ],
    'POST /api/v1/telemetry/ttn': [
      {
        does: "send a Things Stack uplink for the target company's bin",
        who: KEYS_ONLY,
        why,
        request: async ({ world, target }) => {
          const devEui = freshDevEui();
          await createBin(world.db, { companyId: target.company.id, devEui });
          return {
            payload: {
              end_device_ids: { dev_eui: devEui },
              received_at: new Date().toISOString(),
              uplink_message: { f_port: 85, frm_payload: 'AXVcA4JECAQAAQ==' },
            },
          };
        },
      },
    ],
  };
}

import { and, eq, inArray, isNull } from 'drizzle-orm';
import { companies, journeys, wasteRecords } from '../../db/schema.ts';
import { freshJourney } from '../../test/authorisation-matrix/fresh-journey.ts';
import {
  COMPANY_USERS_OWN,
  INTERNAL_ONLY,
  PARTNERS_OWN,
  type RequestContext,
  type RouteExpectations,
  SIGNED_IN,
} from '../../test/authorisation-matrix/rules.ts';
import { createDriver, createVehicle } from '../fleet/public.ts';

let plates = 0;
let codes = 0;

/**
 * A fresh journey of the target company (see journeys.ts) whose manifest Festronik could take: its
 * records' physical form and package count, a vehicle and driver, and the partners' addresses.
 */
async function completeJourney(context: RequestContext) {
  const journey = await freshJourney(context);
  const { db } = context.world;
  await db
    .update(wasteRecords)
    .set({ physicalForm: 'liquid', packageCount: 2 })
    .where(inArray(wasteRecords.id, journey.recordIds));
  const [row] = await db.select().from(journeys).where(eq(journeys.id, journey.id));
  if (!row) throw new Error('Matrix journey missing');
  plates += 1;
  const vehicle = await createVehicle(db, { companyId: row.transporterId, plate: `B ${1000 + plates} MTX` });
  // The caller's own driver when freshJourney assigned the journey to it (a driver account).
  const driverId =
    row.driverId ?? (await createDriver(db, { companyId: row.transporterId, name: 'Sopir Matriks' })).id;
  await db.update(journeys).set({ vehicleId: vehicle.id, driverId }).where(eq(journeys.id, row.id));
  await db
    .update(companies)
    .set({ address: 'Jl. Matriks Raya 2' })
    .where(and(inArray(companies.id, [row.transporterId, row.receiverId]), isNull(companies.address)));
  await db
    .update(companies)
    .set({ transportRecommendationNumber: 'REK.1/PSLB3/PLB.3/2026' })
    .where(eq(companies.id, row.transporterId));
  await db
    .update(companies)
    .set({ b3LicenceNumber: 'SK.1/MENLHK-PSLB3/2026' })
    .where(eq(companies.id, row.receiverId));
  const [record] = await db
    .select({ companyId: wasteRecords.companyId })
    .from(wasteRecords)
    .where(eq(wasteRecords.id, journey.recordIds[0] ?? ''));
  return { ...journey, senderId: record?.companyId ?? '' };
}

function exportCase(kind: 'pdf' | 'csv' | 'json') {
  return {
    does: `download the ${kind.toUpperCase()} manifest of the target company's journey or record`,
    who: COMPANY_USERS_OWN,
    why: 'a manifest is its sender’s (the customer) and its journey’s transporter’s and receiver’s; staff any',
    request: async (context: RequestContext) => {
      const journey = await completeJourney(context);
      return { params: { id: journey.id, senderId: journey.senderId } };
    },
  };
}

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/manifests': [
    {
      does: 'list the manifests the caller may see',
      who: COMPANY_USERS_OWN,
      why: 'a customer lists the manifests it sends, a partner its journeys’, staff every one',
      others: 'narrowed',
      request: async (context) => {
        await completeJourney(context);
        return {};
      },
    },
  ],
  'GET /api/v1/journeys/{id}/manifests': [
    {
      does: "read every manifest of the target company's journey",
      who: PARTNERS_OWN,
      why: 'a journey’s manifests name all its senders: its transporter, receiver and staff only',
      request: async (context) => ({ params: { id: (await completeJourney(context)).id } }),
    },
  ],
  'PATCH /api/v1/journeys/{id}/manifests/{senderId}': [
    {
      does: "record the Festronik number and status of the target company's manifest",
      who: INTERNAL_ONLY,
      why: 'staff keep what Festronik issues',
      request: async (context) => {
        const journey = await completeJourney(context);
        return {
          params: { id: journey.id, senderId: journey.senderId },
          payload: { festronikNumber: 'MATRIKS-1', status: 'approvedBySender' },
        };
      },
    },
  ],
  'GET /api/v1/journeys/{id}/manifests/{senderId}/manifest.pdf': [exportCase('pdf')],
  'GET /api/v1/journeys/{id}/manifests/{senderId}/manifest.csv': [exportCase('csv')],
  'GET /api/v1/journeys/{id}/manifests/{senderId}/manifest.json': [exportCase('json')],
  'PUT /api/v1/journeys/{id}/manifests/{senderId}/pickup-override': [
    {
      does: "allow the pickup of the target company's B3 waste before Festronik gives a number",
      who: INTERNAL_ONLY,
      why: 'staff decide, with a reason, that waste may leave without a Festronik number',
      request: async (context) => {
        const journey = await completeJourney(context);
        return {
          params: { id: journey.id, senderId: journey.senderId },
          payload: { reason: 'Festronik tidak dapat diakses; nomor menyusul.' },
        };
      },
    },
  ],
  'GET /api/v1/b3-codes': [
    {
      does: 'search the B3 waste code list',
      who: SIGNED_IN,
      why: 'everyone who requests or carries B3 waste picks its code from the list',
      scope: 'none',
      request: async () => ({ query: { q: 'B105' } }),
    },
  ],
  'GET /api/v1/b3-codes/{code}': [
    {
      does: 'look up one B3 waste code',
      who: SIGNED_IN,
      why: 'everyone who requests or carries B3 waste reads what its code is',
      scope: 'none',
      request: async () => ({ params: { code: 'A337-1' } }),
    },
  ],
  'POST /api/v1/b3-codes': [
    {
      does: 'add a B3 waste code to the list',
      who: INTERNAL_ONLY,
      why: 'the code list is the provider’s reference data, kept by its staff',
      scope: 'none',
      request: async () => {
        codes += 1;
        return {
          payload: {
            code: `A9${String(codes % 100).padStart(2, '0')}-${Math.floor(codes / 100) % 10}`,
            nameId: 'Limbah uji matriks',
          },
        };
      },
    },
  ],
  'PATCH /api/v1/b3-codes/{code}': [
    {
      does: 'correct a B3 waste code of the list',
      who: INTERNAL_ONLY,
      why: 'the code list is the provider’s reference data, kept by its staff',
      scope: 'none',
      request: async () => ({
        params: { code: 'B110d' },
        payload: {
          nameId: 'Kain majun bekas (used rags) dan yang sejenis',
          table: 1,
          characteristics: ['flammable'],
        },
      }),
    },
  ],
  'GET /api/v1/waste/{id}/manifest': [
    {
      does: "read the manifest of the target company's record",
      who: COMPANY_USERS_OWN,
      why: 'a customer reads its own records’ manifests; a partner the records it carries; staff any',
      request: async (context) => ({ params: { id: (await completeJourney(context)).recordIds[0] ?? '' } }),
    },
  ],
  'PATCH /api/v1/waste/{id}/manifest': [
    {
      does: "complete the manifest details of the target company's record",
      who: INTERNAL_ONLY,
      why: 'staff complete what Festronik needs once the record is planned',
      request: async (context) => ({
        params: { id: (await completeJourney(context)).recordIds[0] ?? '' },
        payload: { physicalForm: 'solid', packageCount: 3 },
      }),
    },
  ],
};

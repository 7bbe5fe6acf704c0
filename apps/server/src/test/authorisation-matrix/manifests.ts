import { and, eq, inArray, isNull } from 'drizzle-orm';
import { companies, journeys, wasteRecords } from '../../db/schema.ts';
import { createDriver, createVehicle } from '../../seed/fleet-factories.ts';
import { freshJourney } from './journeys.ts';
import {
  COMPANY_USERS_OWN,
  INTERNAL_ONLY,
  PARTNERS_OWN,
  type RequestContext,
  type RouteExpectations,
} from './rules.ts';

let plates = 0;

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

export const MANIFESTS: RouteExpectations = {
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

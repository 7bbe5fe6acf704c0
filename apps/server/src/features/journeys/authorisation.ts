import { randomUUID } from 'node:crypto';
import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import {
  carriersOf,
  customerBesides,
  type FreshJourney,
  freshJourney,
  handoverForm,
  type Progress,
} from '../../test/authorisation-matrix/fresh-journey.ts';
import {
  COMPANY_USERS_OWN,
  INTERNAL_ONLY,
  PARTNERS_AND_STAFF,
  PARTNERS_OWN,
  RECEIVER_OWN,
  type RequestContext,
  type RouteExpectations,
} from '../../test/authorisation-matrix/rules.ts';
import { numberManifestOf } from '../manifests/public.ts';
import { pdfFile } from '../storage/public.ts';
import { createWasteRecord } from '../waste/public.ts';

/** Calls on a fresh journey of the target at `progress`, with the body `payload` makes from it. */
function onJourney(
  progress: Progress,
  payload?: (journey: FreshJourney) => object,
  options: { records?: number; hub?: boolean } = {},
) {
  return async (context: RequestContext) => {
    const journey = await freshJourney(context, progress, options);
    return { params: { id: journey.id }, ...(payload && { payload: payload(journey) }) };
  };
}

const key = () => ({ idempotencyKey: randomUUID() });
const partnersWhy =
  'a journey is its transporter’s and receiver’s; staff act on any; customers follow only their records';
const staffWhy = 'planning, re-planning, settling and closing journeys is the provider’s staff’s work';
const receiverWhy =
  'only the journey’s receiver (partner P is a transporter) and staff receive and confirm processing';
const receivingWhy =
  'a partner receives, closes and confirms processing of the journeys it receives; its driver accounts only carry';

/** A journey the target partner receives, at `progress`; none for a customer, which never receives. */
async function receivedJourney(context: RequestContext, progress: Progress) {
  if (context.target.company.kind !== 'partner') return null;
  return freshJourney(context, progress, { receivedByTarget: true });
}

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/journeys': [
    {
      does: 'list the journeys the target company carries',
      who: PARTNERS_OWN,
      why: partnersWhy,
      others: 'narrowed',
      request: async ({ target }) => ({ query: { transporterId: target.company.id } }),
    },
  ],
  'POST /api/v1/journeys': [
    {
      does: "plan a journey carrying the target company's record",
      who: INTERNAL_ONLY,
      why: staffWhy,
      scope: 'none',
      request: async ({ world }) => {
        const { transporterId, receiverId } = await carriersOf(world);
        const record = await createWasteRecord(world.db, {
          contract: world.casts.A.contract,
          status: 'waiting',
          confirmed: true,
        });
        return {
          payload: {
            transporterId,
            receiverId,
            plannedOn: addDays(jakartaToday(new Date()), 1),
            wasteRecordIds: [record.id],
          },
        };
      },
    },
  ],
  'GET /api/v1/journeys/transit-hubs': [
    {
      does: 'list the transit hubs',
      who: PARTNERS_AND_STAFF,
      why: partnersWhy,
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'GET /api/v1/journeys/handover/{registrationNumber}': [
    {
      does: "open the handover of a record on the target company's journey",
      who: PARTNERS_OWN,
      why: partnersWhy,
      request: async (context) => {
        const journey = await freshJourney(context);
        return { params: { registrationNumber: journey.registrationNumbers[0] ?? '' } };
      },
    },
  ],
  'GET /api/v1/journeys/{id}': [
    {
      does: "read the target company's journey",
      who: PARTNERS_OWN,
      why: partnersWhy,
      request: onJourney('scheduled'),
    },
  ],
  'POST /api/v1/journeys/{id}/records': [
    {
      does: "add a record to the target company's journey",
      who: INTERNAL_ONLY,
      why: staffWhy,
      request: async (context) => {
        const journey = await freshJourney(context);
        const { target, world, self } = context;
        const owner = target.company.kind === 'partner' ? customerBesides(world, self) : target;
        const record = await createWasteRecord(context.world.db, {
          contract: owner.contract,
          status: 'waiting',
          confirmed: true,
        });
        return { params: { id: journey.id }, payload: { wasteRecordIds: [record.id] } };
      },
    },
  ],
  'DELETE /api/v1/journeys/{id}/records/{wasteRecordId}': [
    {
      does: "take a record off the target company's journey",
      who: INTERNAL_ONLY,
      why: staffWhy,
      request: async (context) => {
        const journey = await freshJourney(context, 'scheduled', { records: 2 });
        return { params: { id: journey.id, wasteRecordId: journey.recordIds[0] ?? '' } };
      },
    },
  ],
  'POST /api/v1/journeys/{id}/cancel': [
    {
      does: "cancel the target company's journey",
      who: INTERNAL_ONLY,
      why: staffWhy,
      request: onJourney('scheduled', () => ({ reason: 'Armada tidak tersedia' })),
    },
  ],
  'POST /api/v1/journeys/{id}/records/{wasteRecordId}/pickup': [
    {
      does: "hand over a record of the target company's journey at pickup",
      who: PARTNERS_OWN,
      why: 'the transporter’s people hand over at pickup; staff may for them',
      request: async (context) => {
        const journey = await freshJourney(context);
        const wasteRecordId = journey.recordIds[0] ?? '';
        await numberManifestOf(context.world.db, { journeyId: journey.id, wasteRecordId });
        return { params: { id: journey.id, wasteRecordId }, form: handoverForm() };
      },
    },
  ],
  'POST /api/v1/journeys/{id}/hub-in': [
    {
      does: "scan the target company's journey in at the transit hub",
      who: PARTNERS_OWN,
      why: 'the transporter’s people scan at the hub; staff may for them',
      request: onJourney('pickedUp', key, { hub: true }),
    },
  ],
  'POST /api/v1/journeys/{id}/hub-out': [
    {
      does: "scan the target company's journey out of the transit hub",
      who: PARTNERS_OWN,
      why: 'the transporter’s people scan at the hub; staff may for them',
      request: onJourney('atHub', key, { hub: true }),
    },
  ],
  'POST /api/v1/journeys/{id}/records/{wasteRecordId}/receive': [
    {
      does: "receive a record of the target company's journey",
      who: INTERNAL_ONLY,
      why: receiverWhy,
      request: async (context) => {
        const journey = await freshJourney(context, 'pickedUp');
        return {
          params: { id: journey.id, wasteRecordId: journey.recordIds[0] ?? '' },
          payload: { ...key(), quantity: 100 },
        };
      },
    },
    {
      does: 'receive a record of a journey the target partner receives',
      who: RECEIVER_OWN,
      why: receivingWhy,
      request: async (context) => {
        const journey = await receivedJourney(context, 'pickedUp');
        if (!journey) return null;
        return {
          params: { id: journey.id, wasteRecordId: journey.recordIds[0] ?? '' },
          payload: { ...key(), quantity: 100 },
        };
      },
    },
  ],
  'POST /api/v1/journeys/{id}/close-delivery': [
    {
      does: "close receiving of the target company's journey",
      who: INTERNAL_ONLY,
      why: receiverWhy,
      request: onJourney('pickedUp', key),
    },
    {
      does: 'close receiving of a journey the target partner receives',
      who: RECEIVER_OWN,
      why: receivingWhy,
      request: async (context) => {
        const journey = await receivedJourney(context, 'pickedUp');
        return journey && { params: { id: journey.id }, payload: key() };
      },
    },
  ],
  'POST /api/v1/journeys/{id}/processed': [
    {
      does: "confirm processing of the target company's journey",
      who: INTERNAL_ONLY,
      why: receiverWhy,
      request: async (context) => {
        const journey = await freshJourney(context, 'delivered');
        return {
          params: { id: journey.id },
          form: { fields: key(), files: [{ field: 'certificate', name: 'ba.pdf', data: pdfFile() }] },
        };
      },
    },
    {
      does: 'confirm processing of a journey the target partner receives',
      who: RECEIVER_OWN,
      why: receivingWhy,
      request: async (context) => {
        const journey = await receivedJourney(context, 'delivered');
        if (!journey) return null;
        return {
          params: { id: journey.id },
          form: { fields: key(), files: [{ field: 'certificate', name: 'ba.pdf', data: pdfFile() }] },
        };
      },
    },
  ],
  'POST /api/v1/journeys/{id}/records/{wasteRecordId}/resolve': [
    {
      does: "settle a short record of the target company's journey",
      who: INTERNAL_ONLY,
      why: staffWhy,
      request: async (context) => {
        const journey = await freshJourney(context, 'short');
        return {
          params: { id: journey.id, wasteRecordId: journey.recordIds[0] ?? '' },
          payload: { resolution: 'acceptLower', cause: 'Penguapan' },
        };
      },
    },
  ],
  'POST /api/v1/journeys/{id}/complete': [
    {
      does: "complete the target company's journey",
      who: INTERNAL_ONLY,
      why: staffWhy,
      request: onJourney('processed'),
    },
  ],
  'GET /api/v1/journeys/{id}/files/{fileId}': [
    {
      does: "see a photo of the target company's journey",
      who: PARTNERS_OWN,
      why: partnersWhy,
      request: async (context) => {
        const journey = await freshJourney(context, 'pickedUp');
        return { params: { id: journey.id, fileId: journey.photoId ?? '' } };
      },
    },
  ],
  'GET /api/v1/journeys/{id}/proof.pdf': [
    {
      does: "download the proof of delivery of the target company's journey",
      who: PARTNERS_OWN,
      why: 'a journey’s proof lists every customer on it: its parties and staff only',
      request: onJourney('pickedUp'),
    },
  ],
  'GET /api/v1/journeys/{id}/sheet.pdf': [
    {
      does: "print the journey sheet of the target company's journey",
      who: PARTNERS_OWN,
      why: 'the sheet lists every customer’s pickup address: the journey’s parties and staff only',
      request: onJourney('scheduled'),
    },
  ],
  'GET /api/v1/waste/{id}/proof.pdf': [
    {
      does: "download the proof of delivery of the target company's record",
      who: COMPANY_USERS_OWN,
      why: 'a customer downloads its own records’ proof; a partner the records it carries; staff any',
      request: async (context) => {
        const journey = await freshJourney(context, 'pickedUp');
        return { params: { id: journey.recordIds[0] ?? '' } };
      },
    },
  ],
  'GET /api/v1/waste/{id}/journey': [
    {
      does: "follow the journey of the target company's record",
      who: COMPANY_USERS_OWN,
      why: 'a customer follows its own records’ journeys; a partner the records it carries; staff any',
      request: async (context) => {
        const journey = await freshJourney(context);
        return { params: { id: journey.recordIds[0] ?? '' } };
      },
    },
  ],
};

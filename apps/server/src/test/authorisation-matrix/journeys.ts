import { randomUUID } from 'node:crypto';
import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import { and, eq } from 'drizzle-orm';
import { drivers, journeys } from '../../db/schema.ts';
import { pdfFile } from '../../features/storage/test-files.ts';
import { createCompany } from '../../seed/factories.ts';
import { photoJpeg, signaturePng } from '../../seed/images.ts';
import { numberManifestOf } from '../../seed/manifest-factories.ts';
import { createTransitHub } from '../../seed/transit-hubs.ts';
import { createWasteRecord } from '../../seed/waste-factories.ts';
import { multipartForm } from '../multipart.ts';
import {
  COMPANY_USERS_OWN,
  INTERNAL_ONLY,
  PARTNERS_AND_STAFF,
  PARTNERS_OWN,
  type RequestContext,
  type RouteExpectations,
} from './rules.ts';
import type { Cast, World } from './world.ts';

/** How far a fresh journey has come before the call. */
type Progress = 'scheduled' | 'pickedUp' | 'atHub' | 'delivered' | 'short' | 'processed';

interface FreshJourney {
  id: string;
  recordIds: string[];
  registrationNumbers: string[];
  photoId: string | null;
}

/** The companies journeys of customers are carried by, made once per world. */
const carriers = new WeakMap<World, Promise<{ transporterId: string; receiverId: string; hubId: string }>>();

function carriersOf(world: World) {
  let found = carriers.get(world);
  if (!found) {
    found = (async () => {
      const make = (name: string, roles: Array<'transporter' | 'receiver'>) =>
        createCompany(world.db, {
          name,
          kind: 'partner',
          partnerRoles: roles,
          status: 'active',
          city: 'Karawang',
        });
      const transporter = await make('PT Matriks Angkut Lain', ['transporter']);
      const receiver = await make('PT Matriks Olah', ['receiver']);
      const hub = await createTransitHub(world.db, {
        name: 'Depo Matriks',
        address: 'Jl. Matriks 1',
        city: 'Bekasi',
      });
      return { transporterId: transporter.id, receiverId: receiver.id, hubId: hub.id };
    })();
    carriers.set(world, found);
  }
  return found;
}

function staffCall(world: World, method: 'GET' | 'POST', url: string, payload?: object) {
  const cookie = world.personas.internalAdmin.cookie ?? '';
  return world.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, payload });
}

async function staffForm(world: World, url: string, form: ReturnType<typeof multipartForm>) {
  const cookie = world.personas.internalAdmin.cookie ?? '';
  return world.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { cookie, 'content-type': form.contentType },
    payload: form.payload,
  });
}

export function handoverForm() {
  return {
    fields: { idempotencyKey: randomUUID(), quantity: 100, personInCharge: 'Slamet Riyadi' },
    files: [
      { field: 'signature', name: 'ttd.png', data: signaturePng() },
      { field: 'photos', name: 'muatan.jpg', data: photoJpeg(32, 24) },
    ],
  };
}

/**
 * A journey of the target company, taken by staff as far as `progress`: a partner's journeys are the ones
 * it carries (customer A's records); a customer's are its records' journeys, carried by another partner.
 */
export async function freshJourney(
  { world, target, self }: RequestContext,
  progress: Progress = 'scheduled',
  options: { records?: number; hub?: boolean } = {},
): Promise<FreshJourney> {
  const { transporterId, receiverId, hubId } = await carriersOf(world);
  const partner = target.company.kind === 'partner';
  const owner: Cast = partner ? customerBesides(world, self) : target;
  const records = [];
  for (let index = 0; index < (options.records ?? 1); index += 1) {
    records.push(
      await createWasteRecord(world.db, {
        contract: owner.contract,
        status: 'waiting',
        confirmed: true,
        quantity: 100,
      }),
    );
  }
  const planned = await staffCall(world, 'POST', '/journeys', {
    transporterId: partner ? target.company.id : transporterId,
    receiverId,
    plannedOn: addDays(jakartaToday(new Date()), 1),
    transitHubId: options.hub ? hubId : null,
    wasteRecordIds: records.map((record) => record.id),
  });
  if (planned.statusCode !== 201) throw new Error(`Matrix journey not planned: ${planned.body}`);
  const id: string = planned.json().journey.id;
  await driveIfDriver(world, self, target, id);
  let photoId: string | null = null;
  if (progress !== 'scheduled') {
    for (const record of records) {
      await numberManifestOf(world.db, { journeyId: id, wasteRecordId: record.id });
      const { fields, files } = handoverForm();
      const answer = await staffForm(
        world,
        `/journeys/${id}/records/${record.id}/pickup`,
        multipartForm(fields, files),
      );
      photoId =
        answer.json().journey.events.find((event: { kind: string }) => event.kind === 'pickedUp')
          ?.photoFileIds[0] ?? null;
    }
  }
  if (progress === 'atHub')
    await staffCall(world, 'POST', `/journeys/${id}/hub-in`, { idempotencyKey: randomUUID() });
  if (progress === 'delivered' || progress === 'short' || progress === 'processed') {
    for (const record of records) {
      const quantity = progress === 'short' ? 90 : 100;
      await staffCall(world, 'POST', `/journeys/${id}/records/${record.id}/receive`, {
        idempotencyKey: randomUUID(),
        quantity,
      });
    }
  }
  if (progress === 'processed') {
    const form = multipartForm({ idempotencyKey: randomUUID() }, [
      { field: 'certificate', name: 'ba.pdf', data: pdfFile() },
    ]);
    await staffForm(world, `/journeys/${id}/processed`, form);
  }
  return {
    id,
    recordIds: records.map((record) => record.id),
    registrationNumbers: records.map((record) => record.registrationNumber),
    photoId,
  };
}

/**
 * A driver account sees the journeys assigned to it only: when the caller is one of the target
 * transporter's drivers, the fresh journey is assigned to it, as dispatch would.
 */
async function driveIfDriver(world: World, self: RequestContext['self'], target: Cast, journeyId: string) {
  if (self?.userType !== 'partner' || self.companyId !== target.company.id) return;
  const [driver] = await world.db
    .select({ id: drivers.id })
    .from(drivers)
    .where(and(eq(drivers.userId, self.id), eq(drivers.companyId, target.company.id)));
  if (driver) await world.db.update(journeys).set({ driverId: driver.id }).where(eq(journeys.id, journeyId));
}

/** The customer whose records a partner's journey carries: never the caller's own company. */
function customerBesides(world: World, self: RequestContext['self']): Cast {
  return self?.companyId === world.casts.A.company.id ? world.casts.B : world.casts.A;
}

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

export const JOURNEYS: RouteExpectations = {
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
  ],
  'POST /api/v1/journeys/{id}/close-delivery': [
    {
      does: "close receiving of the target company's journey",
      who: INTERNAL_ONLY,
      why: receiverWhy,
      request: onJourney('pickedUp', key),
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

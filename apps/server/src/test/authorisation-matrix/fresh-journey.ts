/**
 * Fresh journeys for the authorisation matrix: the journeys, manifests and tracking expectations all
 * call on a journey made for the call, taken as far as the case needs.
 */
import { randomUUID } from 'node:crypto';
import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import { and, eq } from 'drizzle-orm';
import { companies, drivers, journeys } from '../../db/schema.ts';
import { createCompany } from '../../features/companies/factories.ts';
import { createTransitHub } from '../../features/fleet/transit-hub-factories.ts';
import { numberManifestOf } from '../../features/manifests/factories.ts';
import { pdfFile } from '../../features/storage/test-files.ts';
import { createWasteRecord } from '../../features/waste/factories.ts';
import { photoJpeg, signaturePng } from '../../seed/images.ts';
import { multipartForm } from '../multipart.ts';
import type { RequestContext } from './rules.ts';
import type { Cast, World } from './world.ts';

/** How far a fresh journey has come before the call. */
export type Progress = 'scheduled' | 'pickedUp' | 'atHub' | 'delivered' | 'short' | 'processed';

export interface FreshJourney {
  id: string;
  recordIds: string[];
  registrationNumbers: string[];
  photoId: string | null;
}

/** The companies journeys of customers are carried by, made once per world. */
const carriers = new WeakMap<World, Promise<{ transporterId: string; receiverId: string; hubId: string }>>();

export function carriersOf(world: World) {
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
  options: { records?: number; hub?: boolean; receivedByTarget?: boolean } = {},
): Promise<FreshJourney> {
  const carriers = await carriersOf(world);
  const { hubId } = carriers;
  const partner = target.company.kind === 'partner';
  // A partner target carries its fresh journeys, or, when the case is about receiving, receives them.
  const receives = partner && options.receivedByTarget === true;
  if (receives) await becomeReceiver(world, target);
  const transporterId = partner && !receives ? target.company.id : carriers.transporterId;
  const receiverId = receives ? target.company.id : carriers.receiverId;
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
    transporterId,
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

/** The target partner takes waste in as well as carrying it, so a journey may name it as receiver. */
async function becomeReceiver(world: World, target: Cast) {
  await world.db
    .update(companies)
    .set({ partnerRoles: ['transporter', 'receiver'] })
    .where(eq(companies.id, target.company.id));
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
export function customerBesides(world: World, self: RequestContext['self']): Cast {
  return self?.companyId === world.casts.A.company.id ? world.casts.B : world.casts.A;
}

import { randomUUID } from 'node:crypto';
import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import { createCompany, createUser } from '../features/companies/factories.ts';
import { createTransitHub } from '../features/fleet/transit-hub-factories.ts';
import { numberManifestOf } from '../features/manifests/factories.ts';
import { createContract, createWasteRecord } from '../features/waste/factories.ts';
import { photoJpeg, signaturePng } from '../seed/images.ts';
import { apiCaller, login, startTestApp } from './app.ts';
import { type FormFile, multipartForm } from './multipart.ts';
import { completeCustomer, PASSWORD, signedInUser } from './people.ts';

let counter = 0;

/** A partner company with one signed-in member. */
async function partner(
  ctx: Awaited<ReturnType<typeof startTestApp>>,
  name: string,
  roles: Array<'transporter' | 'receiver'>,
) {
  const company = await createCompany(ctx.db, {
    name,
    kind: 'partner',
    partnerRoles: roles,
    city: 'Karawang',
  });
  counter += 1;
  const user = await createUser(ctx.db, {
    name: `Petugas ${name}`,
    email: `petugas.${counter}.${randomUUID().slice(0, 6)}@example.co.id`,
    password: PASSWORD,
    userType: 'partner',
    role: 'member',
    companyId: company.id,
  });
  return { company, user, cookie: await login(ctx.app, user.email, PASSWORD) };
}

/**
 * The cast of a journey: staff, two customers with confirmed waiting records, a transporter, a
 * receiver, an unrelated partner and a transit hub.
 */
export async function journeyWorld() {
  const ctx = await startTestApp();
  const call = apiCaller(ctx.app);
  const staff = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' })).cookie;
  const customer = await completeCustomer(ctx.app, ctx.db, 'PT Maju Bersama Plastindo');
  const otherCustomer = await completeCustomer(ctx.app, ctx.db, 'PT Sehat Medika Farma');
  const transporter = await partner(ctx, 'PT Angkut Hijau Logistik', ['transporter']);
  const receiver = await partner(ctx, 'PT Olah Limbah Prima', ['receiver']);
  const outsider = await partner(ctx, 'PT Trans Limbah Nusantara', ['transporter', 'receiver']);
  const hub = await createTransitHub(ctx.db, {
    name: 'Depo Cikarang',
    address: 'Jl. Jababeka Raya',
    city: 'Cikarang',
  });
  const today = jakartaToday(new Date());
  const contractOf = async (companyId: string) =>
    createContract(ctx.db, {
      companyId,
      startDate: addDays(today, -30),
      endDate: addDays(today, 300),
      unit: 'kg',
      pricePerUnit: 4_500,
      frequency: 'yearly',
      maxQuantityPerFrequency: 100_000,
      wasteTypes: ['b3', 'nonB3'],
    });
  const contracts = {
    customer: await contractOf(customer.company.id),
    other: await contractOf(otherCustomer.company.id),
  };
  /** A waiting, confirmed record of the customer (or the other customer) that a journey can carry. */
  const waitingRecord = (whose: 'customer' | 'other' = 'customer', quantity = 120) =>
    createWasteRecord(ctx.db, {
      contract: contracts[whose],
      status: 'waiting',
      confirmed: true,
      quantity,
      actorId: customer.admin.id,
    });
  const plannedOn = addDays(today, 1);
  const plan = async (recordIds: string[], extra: Record<string, unknown> = {}) => {
    const response = await call('POST', '/journeys', staff, {
      transporterId: transporter.company.id,
      receiverId: receiver.company.id,
      plannedOn,
      wasteRecordIds: recordIds,
      ...extra,
    });
    if (response.statusCode !== 201) throw new Error(`Planning failed: ${response.body}`);
    return response.json().journey as { id: string; number: string };
  };
  return {
    ctx,
    call,
    staff,
    customer,
    otherCustomer,
    transporter,
    receiver,
    outsider,
    hub,
    contracts,
    waitingRecord,
    plan,
    plannedOn,
  };
}
export type JourneyWorld = Awaited<ReturnType<typeof journeyWorld>>;

/** A pickup handover as the phone sends it; `files` replaces the photos and signature. */
export function pickupForm(fields: Record<string, string | number> = {}, files?: FormFile[]) {
  return multipartForm(
    {
      idempotencyKey: randomUUID(),
      quantity: 118.5,
      personInCharge: 'Slamet Riyadi',
      latitude: -6.3,
      longitude: 107.15,
      ...fields,
    },
    files ?? [
      { field: 'signature', name: 'ttd.png', data: signaturePng() },
      { field: 'photos', name: 'muatan-1.jpg', data: photoJpeg(64, 48, 1) },
      { field: 'photos', name: 'muatan-2.jpg', data: photoJpeg(64, 48, 2) },
    ],
  );
}

export async function handOver(
  world: JourneyWorld,
  cookie: string,
  journeyId: string,
  recordId: string,
  form = pickupForm(),
) {
  // B3 waste leaves only once its manifest has a Festronik number (manifests.test.ts tests the refusal).
  await numberManifestOf(world.ctx.db, { journeyId, wasteRecordId: recordId });
  return world.ctx.app.inject({
    method: 'POST',
    url: `/api/v1/journeys/${journeyId}/records/${recordId}/pickup`,
    headers: { cookie, 'content-type': form.contentType, 'accept-language': 'en' },
    payload: form.payload,
  });
}

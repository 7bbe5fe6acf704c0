import type { ManifestStatus } from '@sirkula/domain/manifests/rules';
import type { PhysicalForm } from '@sirkula/domain/waste/rules';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { companies, journeyRecords, journeys, manifests, wasteRecords } from '../../db/schema.ts';
import type { DemoContext } from '../../lib/feature.ts';
import type { DemoRows } from '../demo/public.ts';
import { nextDemoFestronikNumber } from './factories.ts';

/** The demo customers whose B3 waste travels on the demo journeys. */
const SENDERS = ['PT Maju Bersama Plastindo', 'PT Sehat Medika Farma'];

/** The demo transporters' ministry transport recommendations (made-up numbers in the usual shape). */
const RECOMMENDATIONS: Record<string, string> = {
  'PT Angkut Hijau Logistik': 'REK.88/PSLB3/PLB.3/2025',
  'PT Trans Limbah Nusantara': 'REK.141/PSLB3/PLB.3/2026',
};

/** The demo receivers' B3 waste management licences (made-up numbers in the usual shape). */
const LICENCES: Record<string, string> = {
  'PT Olah Limbah Prima': 'SK.1203/MENLHK-PSLB3/PLB.2/2024',
  'PT Trans Limbah Nusantara': 'SK.977/MENLHK-PSLB3/PLB.2/2025',
};

/** Why staff let one demo sender's waste go before Festronik gave its manifest a number. */
const OVERRIDE_REASON =
  'Festronik sedang gangguan sejak pagi; nomor manifes dicatat begitu sistem kembali normal.';

/** Used oil comes in drums as a liquid; the rest of the demo's B3 waste is solid. */
function formOf(code: string | null): PhysicalForm {
  return code?.startsWith('B105') ? 'liquid' : 'solid';
}

/** Where Festronik's flow would stand for a journey at this point of its own. */
function statusAt(
  journey: { stage: string; status: string; vehicleId: string | null },
  index: number,
): ManifestStatus | null {
  // Festronik's plan names the vehicle: without one, nothing was approved yet.
  if (!journey.vehicleId) return null;
  if (journey.status === 'completed') return 'reported';
  if (journey.status === 'cancelled') return null;
  if (journey.stage === 'scheduled') return index === 0 ? 'approvedBySender' : null;
  if (journey.stage === 'processed') return 'carried';
  return 'approvedByReceiver';
}

/**
 * Gives the demo's B3 records the physical form and package count a manifest needs, and records the
 * Festronik number and status of the demo journeys' manifests in different steps. The numbers are
 * plainly demo text (`DEMO-0001`): Festronik's own format is not known and is never imitated.
 */
export async function demoManifests(context: DemoContext): Promise<DemoRows> {
  const { db } = context.storage;
  const senders = await context.companyIds(SENDERS);
  const staff = await context.userId('admin@demo.sirkula.id');

  for (const [name, number] of Object.entries(RECOMMENDATIONS)) {
    await db
      .update(companies)
      .set({ transportRecommendationNumber: number })
      .where(
        and(eq(companies.id, await context.companyId(name)), isNull(companies.transportRecommendationNumber)),
      );
  }
  for (const [name, number] of Object.entries(LICENCES)) {
    await db
      .update(companies)
      .set({ b3LicenceNumber: number })
      .where(and(eq(companies.id, await context.companyId(name)), isNull(companies.b3LicenceNumber)));
  }

  // The pharmaceutical customer's site, which its demo profile left without a street address.
  await db
    .update(companies)
    .set({ address: 'Jl. Industri Raya No. 8, Kawasan Industri Jatake' })
    .where(and(eq(companies.id, senders[1] ?? ''), isNull(companies.address)));

  const incomplete = await db
    .select({
      id: wasteRecords.id,
      code: wasteRecords.wasteCode,
      quantity: wasteRecords.quantity,
      packaging: wasteRecords.packaging,
    })
    .from(wasteRecords)
    .where(
      and(
        inArray(wasteRecords.companyId, senders),
        eq(wasteRecords.type, 'b3'),
        isNull(wasteRecords.physicalForm),
      ),
    );
  for (const record of incomplete) {
    const perPackage = record.packaging === 'drum' ? 200 : 50;
    await db
      .update(wasteRecords)
      .set({
        physicalForm: formOf(record.code),
        packageCount: Math.max(1, Math.ceil(record.quantity / perPackage)),
      })
      .where(eq(wasteRecords.id, record.id));
  }

  const carried = await db
    .selectDistinct({
      journeyId: journeys.id,
      plannedOn: journeys.plannedOn,
      number: journeys.number,
      stage: journeys.stage,
      status: journeys.status,
      vehicleId: journeys.vehicleId,
      senderId: wasteRecords.companyId,
    })
    .from(journeys)
    .innerJoin(journeyRecords, eq(journeyRecords.journeyId, journeys.id))
    .innerJoin(wasteRecords, eq(wasteRecords.id, journeyRecords.wasteRecordId))
    .where(
      and(
        isNull(journeyRecords.leftAt),
        eq(wasteRecords.type, 'b3'),
        inArray(wasteRecords.companyId, senders),
      ),
    )
    .orderBy(asc(journeys.plannedOn), asc(journeys.number), asc(wasteRecords.companyId));
  let previous = '';
  let index = 0;
  for (const manifest of carried) {
    index = manifest.journeyId === previous ? index + 1 : 0;
    previous = manifest.journeyId;
    const status = statusAt(manifest, index);
    const where = and(eq(manifests.journeyId, manifest.journeyId), eq(manifests.senderId, manifest.senderId));
    const [numbered] = await db.select({ id: manifests.id }).from(manifests).where(where);
    if (numbered) {
      // Numbered before its waste was picked up (the journeys' demo): only where Festronik stands moves.
      if (status) await db.update(manifests).set({ status, updatedAt: context.now }).where(where);
      continue;
    }
    const scheduledWithVehicle = manifest.stage === 'scheduled' && manifest.vehicleId !== null;
    if (!status && !(scheduledWithVehicle && manifest.status === 'active')) continue;
    await db.insert(manifests).values({
      journeyId: manifest.journeyId,
      senderId: manifest.senderId,
      ...(status
        ? { festronikNumber: await nextDemoFestronikNumber(db), status }
        : // The journey's second sender waits for Festronik; staff allowed the pickup and said why.
          {
            status: 'planned' as const,
            pickupOverrideReason: OVERRIDE_REASON,
            pickupOverrideBy: staff,
            pickupOverrideAt: context.now,
          }),
      updatedBy: staff,
      createdAt: context.now,
      updatedAt: context.now,
    });
  }
  return { companyIds: [], userIds: [] };
}

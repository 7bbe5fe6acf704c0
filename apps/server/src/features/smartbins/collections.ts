import { jakartaToday } from '@sirkula/domain/shared/dates';
import type { Collection } from '@sirkula/domain/smartbins/inputs';
import { type PickupRequest, pickupRequestInput } from '@sirkula/domain/waste/rules';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError, Forbidden, Invalid } from '../../lib/errors.ts';
import { planJourney } from '../journeys/public.ts';
import type { SendMail } from '../mail/public.ts';
import { confirmPickup, requestPickup, sendPickupNotice, type WasteRow } from '../waste/public.ts';
import { canPlanCollections, canReadBin, canReadBins } from './policy.ts';
import { type BinRow, findBins } from './queries.ts';

export interface CollectionDeps {
  db: Db;
  sendMail: SendMail;
  publicUrl: string;
}

/** The chosen bins, each readable by the actor and serving a contract, or the first one that is not. */
async function collectableBins(db: Db, actor: Actor, input: Collection): Promise<BinRow[]> {
  const found = new Map(
    (
      await findBins(
        db,
        input.pickups.map((pickup) => pickup.binId),
      )
    ).map((bin) => [bin.id, bin]),
  );
  const bins: BinRow[] = [];
  for (const [index, pickup] of input.pickups.entries()) {
    const bin = found.get(pickup.binId);
    // Another company's bin reads like a missing one.
    if (!bin || !canReadBin(actor, bin)) {
      throw new Invalid('smartbins.errors.notFound', {
        [`pickups.${index}.binId`]: 'smartbins.errors.notFound',
      });
    }
    if (!bin.contractId) {
      throw new Invalid('smartbins.errors.noContract', {
        [`pickups.${index}.binId`]: 'smartbins.errors.noContract',
      });
    }
    bins.push(bin);
  }
  return bins;
}

/**
 * One bin's pickup request, as its customer would fill the form in from the bin, checked by the
 * form's own schema; a wrong field is named under the bin's row (`pickups.2.wasteCode`).
 */
function requestFor(bin: BinRow, index: number, input: Collection, today: string): PickupRequest {
  const pickup = input.pickups[index];
  const parsed = pickupRequestInput.safeParse({
    companyId: bin.companyId,
    contractId: bin.contractId,
    smartBinId: bin.id,
    // A bin holds one stream: its contract's first.
    type: bin.contractWasteTypes?.[0] ?? 'other',
    subType: pickup?.subType ?? null,
    wasteCode: pickup?.wasteCode ?? null,
    quantity: pickup?.quantity,
    // A bin without an address is refused under its row rather than sent to a guessed place.
    pickupAddress: bin.address ?? '',
    packaging: 'bin',
    generatedOn: today,
    requestedPickupDate: input.requestedPickupDate,
    timeWindow: input.timeWindow,
    acknowledged: input.acknowledged,
  });
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(
    parsed.error.issues.map((issue) => [`pickups.${index}.${issue.path.join('.')}`, issue.message]),
  );
  throw new Invalid('errors.badRequest', fields);
}

/** A pickup's refusal with its fields named under the bin's row (`quantity` → `pickups.1.quantity`). */
function underRow(error: unknown, index: number): unknown {
  if (!(error instanceof AppError) || Object.keys(error.fields).length === 0) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([field, message]) => [`pickups.${index}.${field}`, message]),
  );
  return new AppError(error.status, error.code, error.messageKey, fields, error.values, error.lines);
}

/**
 * Turns bins into pickup requests in one step — each through the same checks as the pickup form
 * (contract, allowance, dates) — and, for staff, confirms them and plans them as one journey. All of it
 * commits together or not at all; the customers hear of confirmed pickups once it is committed.
 */
export async function collect(deps: CollectionDeps, actor: Actor, input: Collection, now: Date) {
  if (!canReadBins(actor) || (input.journey && !canPlanCollections(actor))) throw new Forbidden();
  const bins = await collectableBins(deps.db, actor, input);
  const today = jakartaToday(now);
  const { records, journeyId } = await deps.db.transaction(async (tx) => {
    const made: Array<{ record: WasteRow; binId: string }> = [];
    for (const [index, bin] of bins.entries()) {
      const record = await requestPickup(tx, actor, requestFor(bin, index, input, today), now).catch(
        (error: unknown) => {
          throw underRow(error, index);
        },
      );
      made.push({ record, binId: bin.id });
    }
    if (!input.journey) return { records: made, journeyId: null };
    for (const { record } of made) await confirmPickup(tx, actor, record.id, now);
    const planned = await planJourney(
      tx,
      actor,
      {
        ...input.journey,
        plannedOn: input.requestedPickupDate,
        wasteRecordIds: made.map(({ record }) => record.id),
      },
      now,
    );
    return { records: made, journeyId: planned.journeyId };
  });
  if (journeyId) {
    for (const { record } of records) await sendPickupNotice(deps, 'confirmed', record, null);
  }
  return {
    records: records.map(({ record, binId }) => ({
      id: record.id,
      transactionNumber: record.transactionNumber,
      binId,
    })),
    journeyId,
    message: journeyId ? 'smartbins.planning.plannedJourney' : 'smartbins.planning.requested',
  };
}

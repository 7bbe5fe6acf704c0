import { randomBytes } from 'node:crypto';
import { type ContractValues, contractNumber, potentialCost } from '@sirkula/domain/contracts/rules';
import {
  canTransition,
  registrationNumber,
  transactionNumber,
  type WasteActor,
  type WasteStatus,
} from '@sirkula/domain/waste/rules';
import type { Db } from '../../db/client.ts';
import { contracts, wasteRecords, wasteStatusHistory } from '../../db/schema.ts';
import { nextInSequence } from '../../db/sequences.ts';
import { type AuditEntry, recordAudit } from '../audit/public.ts';

export type ContractRow = typeof contracts.$inferSelect;
export type WasteRow = typeof wasteRecords.$inferSelect;

export type ContractFactoryInput = Partial<Omit<ContractValues, 'companyId'>> & {
  companyId: string;
  kind?: 'customer' | 'partner';
  status?: 'draft' | 'active' | 'cancelled';
  /** The WIB date the number is taken on; by default the start date. */
  createdOn?: string;
};

/** A contract numbered the way the service numbers one, with plain defaults for what is not given. */
export async function createContract(db: Db, input: ContractFactoryInput): Promise<ContractRow> {
  const startDate = input.startDate ?? '2026-01-01';
  const createdOn = input.createdOn ?? startDate;
  const sequence = await nextInSequence(db, 'contract', Number(createdOn.slice(0, 4)));
  const [row] = await db
    .insert(contracts)
    .values({
      number: contractNumber(sequence, createdOn),
      kind: input.kind ?? 'customer',
      companyId: input.companyId,
      status: input.status ?? 'active',
      startDate,
      endDate: input.endDate ?? '2026-12-31',
      unit: input.unit ?? 'kg',
      pricePerUnit: input.pricePerUnit ?? 4_500,
      frequency: input.frequency ?? 'weekly',
      frequencyInterval: input.frequencyInterval ?? 1,
      pricePerFrequency: input.pricePerFrequency ?? 0,
      transportCost: input.transportCost ?? 0,
      maxQuantityPerFrequency: input.maxQuantityPerFrequency ?? 1_000,
      paymentTiming: input.paymentTiming ?? 'arrears',
      paymentTerm: input.paymentTerm ?? 'net30',
      paymentCycle: input.paymentCycle ?? 'monthly',
      onDemand: input.onDemand ?? false,
      ppnRate: input.ppnRate ?? 12,
      wasteTypes: input.wasteTypes ?? ['b3', 'nonB3'],
      notes: input.notes ?? null,
    })
    .returning();
  if (!row) throw new Error('Contract insert returned nothing');
  return row;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The statuses a record passes through to reach `status`, as the service would have moved it. */
function wentPastWaiting(status: WasteStatus): boolean {
  return status !== 'drafted' && status !== 'waiting' && status !== 'cancelled';
}

function pathTo(status: WasteStatus): WasteStatus[] {
  const forward: WasteStatus[] = [
    'waiting',
    'journeyAssigned',
    'onProgress',
    'partiallyDelivered',
    'delivered',
  ];
  if (status === 'drafted') return ['drafted'];
  if (status === 'cancelled') return ['waiting', 'cancelled'];
  if (status === 'delivered') return ['waiting', 'journeyAssigned', 'onProgress', 'delivered'];
  return forward.slice(0, forward.indexOf(status) + 1);
}

export interface WasteFactoryInput {
  contract: ContractRow;
  status?: WasteStatus;
  type?: WasteRow['type'];
  subType?: WasteRow['subType'];
  wasteCode?: string | null;
  quantity?: number;
  transactionDate?: string;
  requestedPickupDate?: string | null;
  packaging?: WasteRow['packaging'];
  /** A B3 record's physical form and package count, for its manifest; none by default. */
  physicalForm?: WasteRow['physicalForm'];
  packageCount?: number | null;
  pickupAddress?: string;
  /** Who requested it: the record's creator and, unless `actors` names others, every step's actor. */
  actorId?: string | null;
  /** Who takes the steps only staff or a partner may take (planning, pickup, delivery). */
  actors?: Partial<Record<WasteActor, string | null>>;
  /** A waiting request the team has confirmed; a record that went further was always confirmed. */
  confirmed?: boolean;
  /** Staff moved the pickup to `requestedPickupDate` from the date first asked for (which confirms it). */
  rescheduled?: { from: string; message: string };
  cancelReason?: string | null;
  /**
   * Also writes the change history the service writes for what happened (the demo's); off for tests
   * that count the entries their own calls make.
   */
  audited?: boolean;
}

/** The party that would really take a step: the carrier where it may, else the customer, else staff. */
const STEP_TAKERS: readonly WasteActor[] = ['partner', 'customer', 'internal'];

function stepActor(input: WasteFactoryInput, from: WasteStatus | null, to: WasteStatus): string | null {
  const requester = input.actorId ?? null;
  if (from === null) return requester;
  const taker = STEP_TAKERS.find((actor) => canTransition(from, to, actor));
  if (!taker || taker === 'customer') return requester;
  return input.actors?.[taker] ?? requester;
}

/** A waste record with its timeline: one history entry per status it went through, a day apart. */
export async function createWasteRecord(db: Db, input: WasteFactoryInput): Promise<WasteRow> {
  const status = input.status ?? 'waiting';
  const transactionDate = input.transactionDate ?? '2026-11-02';
  const quantity = input.quantity ?? 120;
  const sequence = await nextInSequence(db, 'waste', Number(transactionDate.slice(0, 4)));
  const created = new Date(`${transactionDate}T02:00:00Z`);
  const [record] = await db
    .insert(wasteRecords)
    .values({
      transactionNumber: transactionNumber(sequence, transactionDate),
      registrationNumber: registrationNumber(randomBytes(8)),
      transactionDate,
      companyId: input.contract.companyId,
      contractId: input.contract.id,
      type: input.type ?? 'b3',
      subType: input.subType === undefined ? 'generalIndustry' : input.subType,
      wasteCode: input.wasteCode === undefined ? 'B105d' : input.wasteCode,
      quantity,
      unit: input.contract.unit,
      status,
      potentialCost: potentialCost(input.contract, quantity),
      pickupAddress: input.pickupAddress ?? 'Jl. Industri Raya Blok C3 No. 12, Bekasi',
      packaging: input.packaging ?? 'drum',
      physicalForm: input.physicalForm ?? null,
      packageCount: input.packageCount ?? null,
      generatedOn: transactionDate,
      requestedPickupDate:
        input.requestedPickupDate === undefined ? transactionDate : input.requestedPickupDate,
      timeWindow: 'morning',
      cancelReason: status === 'cancelled' ? (input.cancelReason ?? 'Dibatalkan oleh pelanggan') : null,
      confirmedAt:
        input.confirmed || input.rescheduled || wentPastWaiting(status)
          ? new Date(created.getTime() + 4 * HOUR)
          : null,
      createdBy: input.actorId ?? null,
      createdAt: created,
      updatedAt: created,
    })
    .returning();
  if (!record) throw new Error('Waste insert returned nothing');
  const path = pathTo(status);
  const steps = path.map((to, index) => ({
    wasteRecordId: record.id,
    fromStatus: index === 0 ? null : (path[index - 1] ?? null),
    toStatus: to,
    actorId: stepActor(input, index === 0 ? null : (path[index - 1] ?? null), to),
    reason: to === 'cancelled' ? record.cancelReason : null,
    createdAt: new Date(created.getTime() + index * DAY),
  }));
  await db.insert(wasteStatusHistory).values(steps);
  if (input.audited) {
    for (const entry of auditTrail(record, input, steps)) await recordAudit(db, entry);
  }
  return record;
}

type Step = typeof wasteStatusHistory.$inferInsert;

/**
 * The entries the service writes for the record's steps: its request by the customer, staff's
 * confirmation or move to another day, and a cancellation by whoever cancelled. Moves along a
 * journey have their status history only, as in the service.
 */
function auditTrail(record: WasteRow, input: WasteFactoryInput, steps: Step[]): AuditEntry[] {
  const about = { entity: 'waste' as const, entityId: record.id };
  const [first] = steps;
  const asked = {
    requestedPickupDate: input.rescheduled?.from ?? record.requestedPickupDate,
    timeWindow: record.timeWindow,
  };
  const entries: AuditEntry[] = [
    {
      ...about,
      actorId: record.createdBy,
      action: 'create',
      after: { status: first?.toStatus, ...requestedValues(record), ...asked },
      createdAt: record.createdAt,
    },
  ];
  const staff = input.actors?.internal ?? null;
  if (input.rescheduled && record.confirmedAt) {
    entries.push({
      ...about,
      actorId: staff,
      action: 'reschedule',
      before: asked,
      after: {
        requestedPickupDate: record.requestedPickupDate,
        timeWindow: record.timeWindow,
        message: input.rescheduled.message,
      },
      createdAt: record.confirmedAt,
    });
  } else if (record.confirmedAt) {
    entries.push({
      ...about,
      actorId: staff,
      action: 'confirm',
      after: { confirmedAt: record.confirmedAt.toISOString() },
      createdAt: record.confirmedAt,
    });
  }
  const cancelled = steps.find((step) => step.toStatus === 'cancelled');
  if (cancelled) {
    entries.push({
      ...about,
      actorId: cancelled.actorId ?? null,
      action: 'cancel',
      before: { status: cancelled.fromStatus },
      after: { status: 'cancelled', cancelReason: record.cancelReason },
      createdAt: cancelled.createdAt,
    });
  }
  return entries;
}

/** The values a pickup request stores, as the service's `create` entry lists them. */
function requestedValues(record: WasteRow) {
  return {
    contractId: record.contractId,
    companyId: record.companyId,
    type: record.type,
    subType: record.subType,
    wasteCode: record.wasteCode,
    quantity: record.quantity,
    unit: record.unit,
    potentialCost: record.potentialCost,
    pickupAddress: record.pickupAddress,
    packaging: record.packaging,
    generatedOn: record.generatedOn,
    notes: record.notes,
  };
}

import type { ContractUnit, WasteType } from '@sirkula/domain/contracts/rules';
import { describeB3Code } from '@sirkula/domain/manifests/b3-codes';
import type { Message } from '@sirkula/domain/shared/messages';
import type { Bin } from '@sirkula/domain/smartbins/answers';
import { type CollectionInput, collectionInput } from '@sirkula/domain/smartbins/inputs';
import {
  pickupProblemMessages,
  pickupProblems,
  quantityFitsUnit,
  quantityUnitMessage,
  SUB_TYPES_OF,
  type TIME_WINDOWS,
  type WasteSubType,
} from '@sirkula/domain/waste/rules';

/** The due periods offered, in days from now: 0 is "full now". */
export const DUE_CHOICES = ['0', '1', '2', '3', '7'] as const;
export type DueChoice = (typeof DUE_CHOICES)[number];

/** A bin chosen for the collection, with what its pickup asks; kept while other pages are shown. */
export interface ChosenBin {
  binId: string;
  label: string;
  unit: ContractUnit;
  /** The stream its pickup is of: its contract's first, as the server takes it. */
  type: WasteType;
  quantity: number | string;
  subType: WasteSubType | '';
  wasteCode: string;
}

/** The fields a chosen bin's row has of its own; anything else the server names of it goes under its name. */
export type RowField = 'binId' | 'quantity' | 'subType' | 'wasteCode';
const isRowInput = (field: string): field is Exclude<RowField, 'binId'> =>
  field === 'quantity' || field === 'subType' || field === 'wasteCode';

/** The collection's own fields, below the list. */
export interface PlanValues {
  requestedPickupDate: string;
  timeWindow: (typeof TIME_WINDOWS)[number];
  acknowledged: boolean;
  withJourney: boolean;
  transporterId: string;
  receiverId: string;
}
const PLAN_FIELDS: readonly string[] = ['requestedPickupDate', 'timeWindow', 'acknowledged'];

export const initialPlan: PlanValues = {
  requestedPickupDate: '',
  timeWindow: 'morning',
  acknowledged: false,
  withJourney: false,
  transporterId: '',
  receiverId: '',
};

export function subTypesOf(type: WasteType): readonly WasteSubType[] {
  return SUB_TYPES_OF[type] ?? [];
}

/** A bin as it starts once ticked: one bin when counted in bins, else a quantity still to enter; null without a contract. */
export function chooseBin(bin: Bin): ChosenBin | null {
  if (!bin.contractId || !bin.contractUnit) return null;
  const type = bin.contractWasteTypes?.[0] ?? 'other';
  const subTypes = subTypesOf(type);
  return {
    binId: bin.id,
    label: bin.label,
    unit: bin.contractUnit,
    type,
    quantity: bin.contractUnit === 'bin' ? 1 : '',
    subType: subTypes.length === 1 ? (subTypes[0] ?? '') : '',
    wasteCode: '',
  };
}

export function toCollection(chosen: readonly ChosenBin[], plan: PlanValues): CollectionInput {
  return {
    pickups: chosen.map((row) => ({
      binId: row.binId,
      // An empty box is no number at all, so the schema names it.
      quantity: typeof row.quantity === 'number' ? row.quantity : Number.NaN,
      subType: subTypesOf(row.type).length > 0 && row.subType ? row.subType : null,
      wasteCode: row.type === 'b3' ? row.wasteCode : null,
    })),
    requestedPickupDate: plan.requestedPickupDate,
    timeWindow: plan.timeWindow,
    acknowledged: plan.acknowledged,
    journey: plan.withJourney ? { transporterId: plan.transporterId, receiverId: plan.receiverId } : null,
  };
}

/**
 * What the browser can refuse before sending, keyed as the server keys its refusals
 * (`pickups.2.wasteCode`, `requestedPickupDate`): the shared schema, then each bin as the pickup form
 * checks it (its contract's unit, the B3 sub-type and code) and the pickup date's rules at `now`.
 */
export function checkCollection(
  chosen: readonly ChosenBin[],
  plan: PlanValues,
  now: Date,
): Record<string, Message> {
  const errors: Record<string, Message> = {};
  const parsed = collectionInput.safeParse(toCollection(chosen, plan));
  for (const issue of parsed.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  chosen.forEach((row, index) => {
    const at = (field: RowField) => `pickups.${index}.${field}`;
    if (typeof row.quantity === 'number' && !quantityFitsUnit(row.unit, row.quantity)) {
      errors[at('quantity')] ??= quantityUnitMessage(row.unit);
    }
    const subTypes = subTypesOf(row.type);
    if (subTypes.length > 0 && (!row.subType || !subTypes.includes(row.subType))) {
      errors[at('subType')] ??= 'waste.validation.subType';
    }
    if (row.type === 'b3') {
      if (!row.wasteCode.trim()) errors[at('wasteCode')] ??= 'waste.validation.wasteCodeRequired';
      else if (!describeB3Code(row.wasteCode)) errors[at('wasteCode')] ??= 'waste.validation.wasteCode';
    }
  });
  const problems = pickupProblems(
    {
      requestedPickupDate: plan.requestedPickupDate || null,
      generatedOn: null,
      acknowledged: plan.acknowledged,
    },
    // Each bin's contract holds its own period; the server checks the date against it.
    { startDate: '0000-01-01', endDate: '9999-12-31' },
    now,
  );
  for (const [field, message] of Object.entries(pickupProblemMessages(problems))) {
    errors[field] ??= message;
  }
  return errors;
}

export interface SplitErrors<T> {
  /** By bin: the messages beside its inputs, `binId` for one about the bin as a whole. */
  rows: Record<string, Partial<Record<RowField, T>>>;
  /** The collection's own fields (`requestedPickupDate`, `journey.transporterId`) and `pickups` itself. */
  plan: Record<string, T>;
}

/**
 * Sends each refusal to where it is shown: `pickups.N.field` to the N-th chosen bin's row (a field the
 * row has no input for, to the bin itself, or to the collection's when it is one of its fields),
 * everything else to the collection's fields.
 */
export function splitErrors<T>(fields: Record<string, T>, chosen: readonly ChosenBin[]): SplitErrors<T> {
  const split: SplitErrors<T> = { rows: {}, plan: {} };
  for (const [key, message] of Object.entries(fields)) {
    const match = /^pickups\.(\d+)\.(.+)$/.exec(key);
    const row = match ? chosen[Number(match[1])] : undefined;
    const field = match?.[2] ?? key;
    if (!row || PLAN_FIELDS.includes(field)) {
      split.plan[field] ??= message;
      continue;
    }
    const rowErrors = split.rows[row.binId] ?? {};
    rowErrors[isRowInput(field) ? field : 'binId'] ??= message;
    split.rows[row.binId] = rowErrors;
  }
  return split;
}

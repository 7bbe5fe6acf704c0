import { z } from 'zod';
import {
  type ContractUnit,
  type Frequency,
  frequencyPeriod,
  type PpnRate,
  potentialCost,
  unitLabelKey,
} from '../contracts/rules.ts';
import { addDays, type CalendarDate, isCalendarDate } from '../shared/dates.ts';
import type { MessageValues } from '../shared/messages.ts';
import { exceedsPeriodLimit } from './rules.ts';

const hundredths = (value: number) => Math.round(value * 100);

/** A contract's maximum for the frequency period of one pickup date, and how much of it is taken. */
export interface PeriodAllowance {
  /** The period's first and last day (WIB). */
  from: CalendarDate;
  to: CalendarDate;
  max: number;
  used: number;
  /** What may still be requested in the period; nothing once the maximum is reached or passed. */
  remaining: number;
}

/**
 * What a contract still allows in the period of `date`: its maximum per frequency less `used`, the
 * quantity already requested there (waiting or later, see `QUOTA_STATUSES`).
 */
export function periodAllowance(
  contract: {
    startDate: CalendarDate;
    frequency: Frequency;
    frequencyInterval: number;
    maxQuantityPerFrequency: number;
  },
  date: CalendarDate,
  used: number,
): PeriodAllowance {
  const period = frequencyPeriod(contract, date);
  const max = contract.maxQuantityPerFrequency;
  const remaining = Math.max(0, hundredths(max) - hundredths(used)) / 100;
  return { from: period.from, to: addDays(period.to, -1), max, used, remaining };
}

export function exceedsAllowance(allowance: PeriodAllowance, quantity: number): boolean {
  return exceedsPeriodLimit(allowance.used, quantity, allowance.max);
}

/** What the period still allows once this request is counted; nothing when it asks for more. */
export function remainingAfter(allowance: PeriodAllowance, quantity: number): number {
  return Math.max(0, hundredths(allowance.remaining) - hundredths(quantity)) / 100;
}

/** The refusal of a quantity past the allowance, beside the quantity and in the server's answer. */
export function overAllowanceMessage(
  allowance: PeriodAllowance,
  unit: ContractUnit,
): { key: string; values: MessageValues } {
  return {
    key: 'waste.errors.overMaxQuantity',
    values: {
      max: { number: allowance.max },
      used: { number: allowance.used },
      unit: { key: unitLabelKey(unit) },
      from: { date: allowance.from },
      to: { date: allowance.to },
    },
  };
}

/**
 * What a request will cost at its contract's prices. The prices are before PPN (the invoice adds PPN
 * at the contract's rate on top, DESIGN.md §3), so the estimate never includes it; a contract without
 * a rate leaves `ppnRate` empty. The price per frequency is a flat fee per period, shown beside the
 * record's own cost and not added to it (docs/decisions/003-waste-records.md).
 */
export interface PickupEstimate {
  quantityCost: number;
  periodFee: number;
  ppnIncluded: false;
  ppnRate: PpnRate | null;
}

export function pickupEstimate(
  contract: { pricePerUnit: number; pricePerFrequency: number; ppnRate?: PpnRate | null },
  quantity: number,
): PickupEstimate {
  return {
    quantityCost: potentialCost(contract, quantity),
    periodFee: contract.pricePerFrequency,
    ppnIncluded: false,
    ppnRate: contract.ppnRate ?? null,
  };
}

/**
 * What the form asks while it is filled in: the allowance of a contract for the period of `date` (the
 * earliest pickup date when none is chosen yet), not counting the record being edited.
 */
export const pickupAllowanceQuery = z.object({
  contractId: z.uuid('waste.validation.contract'),
  date: z.string().refine(isCalendarDate, 'contracts.validation.date').optional(),
  exceptId: z.uuid().optional(),
});

import { z } from 'zod';
import { promotionRefusal } from '../partnership/promotion.ts';
import { addDays, addMonths, type CalendarDate, daysBetween, isCalendarDate } from '../shared/dates.ts';
import { pageQuery, searchText } from '../shared/lists.ts';

export const CONTRACT_STATUSES = ['draft', 'active', 'cancelled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
/** What a list shows: an active contract past its end date reads "expired" but stays active. */
export const CONTRACT_DISPLAY_STATUSES = [...CONTRACT_STATUSES, 'expired'] as const;
export type ContractDisplayStatus = (typeof CONTRACT_DISPLAY_STATUSES)[number];

/** "Expiring soon" on the contract list: active and ending within this many days. */
export const EXPIRING_SOON_DAYS = 30;

export const CONTRACT_UNITS = ['bin', 'kg'] as const;
export type ContractUnit = (typeof CONTRACT_UNITS)[number];

/**
 * The catalogue key of a unit's one label ("kg", "bin"), shared by contracts, waste records and their
 * history so a unit reads the same on every screen.
 */
export function unitLabelKey(unit: ContractUnit): `units.${ContractUnit}` {
  return `units.${unit}`;
}

export const FREQUENCIES = [
  'daily',
  'every2Days',
  'weekly',
  'every2Weeks',
  'monthly',
  'every3Months',
  'every6Months',
  'yearly',
] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const PAYMENT_TIMINGS = ['advance', 'arrears'] as const;
export const PAYMENT_TERMS = ['net15', 'net30', 'net45', 'net60', 'dueOnReceipt'] as const;
export const PAYMENT_CYCLES = ['perPickup', 'monthly', 'quarterly', 'yearly'] as const;
export const PPN_RATES = [11, 12] as const;
export type PpnRate = (typeof PPN_RATES)[number];

/**
 * The last day PPN 11% of the full price was lawful: PER-1/PJ/2025's transition ended on 31 March
 * 2025; since then an ordinary service is taxed 12% of DPP nilai lain (PMK 131/2024, decision 017).
 */
export const PPN11_LAST_DATE = '2025-03-31';

export const WASTE_TYPES = ['b3', 'nonB3', 'electronic', 'medical', 'other'] as const;
export type WasteType = (typeof WASTE_TYPES)[number];

/**
 * A promotion a contract carries (the partnership programme): the first month's transport free on a
 * contract of at least 12 months (`promotionRefusal` in partnership's promotion rules).
 */
export const CONTRACT_PROMOTIONS = ['freeFirstMonthTransport'] as const;
export type ContractPromotion = (typeof CONTRACT_PROMOTIONS)[number];

/** A customer contract says what the provider is paid; a partner contract what it pays a partner. */
export const CONTRACT_KINDS = ['customer', 'partner'] as const;

const rupiah = z
  .number({ message: 'contracts.validation.rupiah' })
  .int('contracts.validation.rupiah')
  .min(0, 'contracts.validation.notNegative')
  .max(1_000_000_000_000, 'contracts.validation.tooLarge');

const dateField = z
  .string({ message: 'validation.required' })
  .min(1, 'validation.required')
  .refine(isCalendarDate, 'contracts.validation.date');

export const contractInput = z
  .object({
    companyId: z.uuid('contracts.validation.company'),
    startDate: dateField,
    endDate: dateField,
    unit: z.enum(CONTRACT_UNITS),
    pricePerUnit: rupiah,
    frequency: z.enum(FREQUENCIES),
    frequencyInterval: z
      .number({ message: 'contracts.validation.interval' })
      .int('contracts.validation.interval')
      .min(1, 'contracts.validation.interval')
      .max(365, 'contracts.validation.interval'),
    pricePerFrequency: rupiah,
    /** Charged per delivered pickup: its own invoice line in arrears, on each pickup's line on demand. */
    transportCost: rupiah.default(0),
    maxQuantityPerFrequency: z
      .number({ message: 'contracts.validation.maxQuantity' })
      .positive('contracts.validation.maxQuantity')
      .max(100_000_000, 'contracts.validation.tooLarge'),
    paymentTiming: z.enum(PAYMENT_TIMINGS),
    paymentTerm: z.enum(PAYMENT_TERMS),
    paymentCycle: z.enum(PAYMENT_CYCLES),
    onDemand: z.boolean().default(false),
    ppnRate: z.union([z.literal(11), z.literal(12)]),
    wasteTypes: z.array(z.enum(WASTE_TYPES)).min(1, 'contracts.validation.wasteTypes'),
    notes: z
      .string()
      .trim()
      .max(1000, 'validation.tooLong')
      .nullish()
      .transform((value) => value || null),
    /** The partnership programme's promotion it carries (free first month of transport), if any. */
    promotion: z
      .enum(CONTRACT_PROMOTIONS)
      .nullish()
      .transform((value) => value ?? null),
  })
  .refine((contract) => contract.endDate > contract.startDate, {
    path: ['endDate'],
    message: 'contracts.validation.endAfterStart',
    // Checked as soon as both dates are real dates, even while other fields are still wrong.
    when: ({ value }) => {
      const dates = value as { startDate?: unknown; endDate?: unknown };
      return [dates.startDate, dates.endDate].every(
        (date) => typeof date === 'string' && isCalendarDate(date),
      );
    },
  })
  // A contract that begins after PPN 11% ended could never bill at it.
  .refine((contract) => contract.ppnRate === 12 || contract.startDate <= PPN11_LAST_DATE, {
    path: ['ppnRate'],
    message: 'contracts.validation.ppn11AfterTransition',
    when: ({ value }) => {
      const start = (value as { startDate?: unknown }).startDate;
      return typeof start === 'string' && isCalendarDate(start);
    },
  })
  // The promotion needs a term of at least 12 months (partnership's `promotionRefusal`).
  .refine((contract) => contract.promotion === null || promotionRefusal(contract) === null, {
    path: ['promotion'],
    message: 'contracts.validation.promotionTooShort',
    when: ({ value }) => {
      const dates = value as { startDate?: unknown; endDate?: unknown };
      return [dates.startDate, dates.endDate].every(
        (date) => typeof date === 'string' && isCalendarDate(date),
      );
    },
  })
  .transform((contract) => ({ ...contract, wasteTypes: [...new Set(contract.wasteTypes)] }));
export type ContractInput = z.input<typeof contractInput>;
export type ContractValues = z.output<typeof contractInput>;

export const cancelContractInput = z.object({
  reason: z.string().trim().min(3, 'contracts.validation.reason').max(500, 'validation.tooLong'),
});

export const CONTRACT_SORTS = ['number', 'startDate', 'endDate', 'createdAt', 'company'] as const;

export const listContractsQuery = pageQuery.extend({
  q: searchText,
  status: z.enum(CONTRACT_DISPLAY_STATUSES).optional(),
  kind: z.enum(CONTRACT_KINDS).optional(),
  companyId: z.uuid().optional(),
  unit: z.enum(CONTRACT_UNITS).optional(),
  expiringWithinDays: z.coerce.number().int().min(1).max(365).optional(),
  sort: z.enum(CONTRACT_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ListContractsQuery = z.input<typeof listContractsQuery>;
export type ContractListFilter = z.output<typeof listContractsQuery>;

/** draft → active → cancelled, and draft → cancelled (DESIGN.md §3). */
export function canChangeContractStatus(from: ContractStatus, to: ContractStatus): boolean {
  return (
    (from === 'draft' && (to === 'active' || to === 'cancelled')) || (from === 'active' && to === 'cancelled')
  );
}

export const ACTIVATION_BLOCKERS = ['status', 'companyNotActive', 'companyIncomplete'] as const;
export type ActivationBlocker = (typeof ACTIVATION_BLOCKERS)[number];

/**
 * Everything that keeps a contract from being activated, empty when it may be: only a draft can be,
 * and only with an active counterparty whose profile is complete. Staff see the whole list at once.
 */
export function activationBlockers(
  contract: { status: ContractStatus },
  company: { status: string; profileComplete: boolean },
): ActivationBlocker[] {
  if (!canChangeContractStatus(contract.status, 'active')) return ['status'];
  const blockers: ActivationBlocker[] = [];
  if (company.status !== 'active') blockers.push('companyNotActive');
  if (!company.profileComplete) blockers.push('companyIncomplete');
  return blockers;
}

export function canEditContract(status: ContractStatus): boolean {
  return status !== 'cancelled';
}

function isExpired(
  contract: { status: ContractStatus; endDate: CalendarDate },
  today: CalendarDate,
): boolean {
  return contract.status === 'active' && contract.endDate < today;
}

export function displayStatus(
  contract: { status: ContractStatus; endDate: CalendarDate },
  today: CalendarDate,
): ContractDisplayStatus {
  return isExpired(contract, today) ? 'expired' : contract.status;
}

/**
 * Active, not expired, and ending within `days` of today. The contract list filters by the same rule
 * in SQL (`listContracts`); its API test holds the two together.
 */
export function isExpiringWithin(
  contract: { status: ContractStatus; endDate: CalendarDate },
  today: CalendarDate,
  days = EXPIRING_SOON_DAYS,
): boolean {
  return (
    contract.status === 'active' && contract.endDate >= today && daysBetween(today, contract.endDate) <= days
  );
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'] as const;

export function romanMonth(month: number): string {
  const roman = ROMAN[month - 1];
  if (!roman) throw new RangeError(`No month ${month}`);
  return roman;
}

/**
 * The Indonesian letter-number style, e.g. `001/SRK-CTR/XI/2026`: the year's sequence, the series,
 * the Roman month and the year of the (WIB) creation date.
 */
export function contractNumber(sequence: number, createdOn: CalendarDate, series = 'SRK-CTR'): string {
  const [year, month] = createdOn.split('-').map(Number) as [number, number];
  return `${String(sequence).padStart(3, '0')}/${series}/${romanMonth(month)}/${year}`;
}

/** Length of one frequency period: a number of days, or of calendar months. */
const PERIODS: Record<Frequency, { days?: number; months?: number }> = {
  daily: { days: 1 },
  every2Days: { days: 2 },
  weekly: { days: 7 },
  every2Weeks: { days: 14 },
  monthly: { months: 1 },
  every3Months: { months: 3 },
  every6Months: { months: 6 },
  yearly: { months: 12 },
};

/**
 * The frequency period a date falls in, counted from the contract's start: `[from, to)`.
 * The interval multiplies the frequency (weekly with interval 2 is a two-week period).
 */
export function frequencyPeriod(
  contract: { startDate: CalendarDate; frequency: Frequency; frequencyInterval: number },
  date: CalendarDate,
): { from: CalendarDate; to: CalendarDate } {
  const period = PERIODS[contract.frequency];
  const interval = Math.max(1, contract.frequencyInterval);
  if (period.days) {
    const length = period.days * interval;
    const index = Math.floor(daysBetween(contract.startDate, date) / length);
    const from = addDays(contract.startDate, index * length);
    return { from, to: addDays(from, length) };
  }
  // Months are counted from the start each time, so a start on the 31st does not drift.
  const months = (period.months ?? 1) * interval;
  const [startYear, startMonth] = contract.startDate.split('-').map(Number) as [number, number];
  const [year, month] = date.split('-').map(Number) as [number, number];
  let index = Math.floor(((year - startYear) * 12 + (month - startMonth)) / months);
  if (addMonths(contract.startDate, index * months) > date) index -= 1;
  return {
    from: addMonths(contract.startDate, index * months),
    to: addMonths(contract.startDate, (index + 1) * months),
  };
}

/**
 * Why a contract has no price per frequency period, or null when it has one: an on-demand contract
 * is charged by quantity for each requested pickup, and a scheduled one may be priced per unit only.
 */
export function noFrequencyPrice(contract: {
  onDemand: boolean;
  pricePerFrequency: number;
}): 'onDemand' | 'perUnitOnly' | null {
  if (contract.onDemand) return 'onDemand';
  return contract.pricePerFrequency > 0 ? null : 'perUnitOnly';
}

/**
 * What a waste record will cost at the contract's price: its quantity times the price per unit, in
 * whole rupiah (a kilogram quantity may have two decimals; the cost is rounded half up).
 */
export function potentialCost(contract: { pricePerUnit: number }, quantity: number): number {
  const hundredths = BigInt(Math.round(quantity * 100));
  const cost = (hundredths * BigInt(contract.pricePerUnit) + 50n) / 100n;
  return Number(cost);
}

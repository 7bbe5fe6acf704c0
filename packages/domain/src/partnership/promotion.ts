import { addDays, addMonths, type CalendarDate } from '../shared/dates.ts';

/** The promotion needs a contract of at least this many months (start to end, both days included). */
export const PROMOTION_MIN_MONTHS = 12;

/** Why a contract cannot carry the promotion, or null when it can. */
export type PromotionRefusal = 'tooShort';

/**
 * Whether a contract's term is long enough for the promotion: its end date (inclusive) reaches the day
 * before the same date 12 months on, so 1 March 2026 → 28 February 2027 is a year, and a start on
 * 29 February counts its year to 28 February (calendar months, as `addMonths` clamps them).
 */
export function promotionRefusal(contract: {
  startDate: CalendarDate;
  endDate: CalendarDate;
}): PromotionRefusal | null {
  const yearLater = addMonths(contract.startDate, PROMOTION_MIN_MONTHS);
  return addDays(contract.endDate, 1) >= yearLater ? null : 'tooShort';
}

/**
 * The days whose pickups travel free under the promotion, `[from, to)`: the contract's first calendar
 * month from its start date (WIB days); null when the contract carries no promotion or is too short.
 */
export function freeTransportWindow(contract: {
  startDate: CalendarDate;
  endDate: CalendarDate;
  promotion?: string | null;
}): { from: CalendarDate; to: CalendarDate } | null {
  if (contract.promotion !== 'freeFirstMonthTransport' || promotionRefusal(contract)) return null;
  return { from: contract.startDate, to: addMonths(contract.startDate, 1) };
}

/** Whether a pickup delivered on `day` (WIB) travels free under the contract's promotion. */
export function travelsFree(
  contract: { startDate: CalendarDate; endDate: CalendarDate; promotion?: string | null },
  day: CalendarDate,
): boolean {
  const window = freeTransportWindow(contract);
  return window !== null && window.from <= day && day < window.to;
}

/**
 * The draft contract a converted promotion lead becomes: starting the day after its contract with the
 * current provider ends (today when that is past), for exactly 12 months, monthly in arrears by the
 * kilogram up to its monthly volume, with the promotion. Prices are staff's to fill in before activation.
 */
export function promotionDraft(
  lead: { monthlyVolumeKg: number; contractEndDate: CalendarDate; hazardous: boolean; wasteCode: string },
  companyId: string,
  today: CalendarDate,
) {
  const dayAfter = addDays(lead.contractEndDate, 1);
  const startDate = dayAfter > today ? dayAfter : today;
  return {
    kind: 'customer' as const,
    companyId,
    startDate,
    endDate: addDays(addMonths(startDate, PROMOTION_MIN_MONTHS), -1),
    unit: 'kg' as const,
    pricePerUnit: 0,
    frequency: 'monthly' as const,
    frequencyInterval: 1,
    pricePerFrequency: 0,
    transportCost: 0,
    maxQuantityPerFrequency: lead.monthlyVolumeKg,
    paymentTiming: 'arrears' as const,
    paymentTerm: 'net30' as const,
    paymentCycle: 'monthly' as const,
    onDemand: false,
    ppnRate: 12 as const,
    wasteTypes: [lead.hazardous ? ('b3' as const) : ('nonB3' as const)],
    notes: lead.hazardous ? `B3: ${lead.wasteCode}` : lead.wasteCode.slice(0, 1000),
    promotion: 'freeFirstMonthTransport' as const,
  };
}

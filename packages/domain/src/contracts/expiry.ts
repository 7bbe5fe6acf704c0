import { addDays, type CalendarDate, daysBetween } from '../shared/dates.ts';
import { type ContractStatus, EXPIRING_SOON_DAYS } from './rules.ts';

/**
 * The first notice goes when the list starts showing the contract as "expiring soon", so the e-mail
 * and the list's filter agree.
 */
export const FIRST_ENDING_NOTICE_DAYS = EXPIRING_SOON_DAYS;
export const LAST_ENDING_NOTICE_DAYS = 7;

/** The notices a contract's end is told with, each once per contract. */
export const ENDING_NOTICES = ['ends-30d', 'ends-7d'] as const;
export type EndingNotice = (typeof ENDING_NOTICES)[number];

/**
 * The notice an active contract has reached on `today` (WIB), or null. Each is a window, not a day, so
 * a run that missed a day still sends it: `ends-7d` while 7 days or fewer remain (the end date itself
 * included), `ends-30d` while 8 to 30 remain. A day is in one window only, so the two never go
 * together, and a contract that has ended (or is not active) gets neither.
 */
export function endingNotice(
  contract: { status: ContractStatus; endDate: CalendarDate },
  today: CalendarDate,
): EndingNotice | null {
  if (contract.status !== 'active' || contract.endDate < today) return null;
  const daysLeft = daysBetween(today, contract.endDate);
  if (daysLeft <= LAST_ENDING_NOTICE_DAYS) return 'ends-7d';
  return daysLeft <= FIRST_ENDING_NOTICE_DAYS ? 'ends-30d' : null;
}

/** The end dates a notice can be about on `today`: the job reads no contract ending outside them. */
export function endDatesToNotify(today: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  return { from: today, to: addDays(today, FIRST_ENDING_NOTICE_DAYS) };
}

/**
 * A waste record's statuses and the rules read from them alone. Kept apart from waste.ts, which needs
 * zod for its request schemas, so the first screen after sign-in can show statuses without loading zod.
 */
export const WASTE_STATUSES = [
  'drafted',
  'waiting',
  'journeyAssigned',
  'onProgress',
  'partiallyDelivered',
  'delivered',
  'cancelled',
] as const;
export type WasteStatus = (typeof WASTE_STATUSES)[number];

/** Requested and not finished: waiting, planned or under way. A draft is not requested yet. */
export const OPEN_WASTE_STATUSES = [
  'waiting',
  'journeyAssigned',
  'onProgress',
  'partiallyDelivered',
] as const satisfies readonly WasteStatus[];

/** Requested and not picked up yet: not planned onto a journey yet, or planned and not collected. */
export const AWAITING_PICKUP_STATUSES = [
  'waiting',
  'journeyAssigned',
] as const satisfies readonly WasteStatus[];

/** What the list's status filter takes: one status, every open one, or every one awaiting pickup. */
export const WASTE_STATUS_FILTERS = ['open', 'awaitingPickup', ...WASTE_STATUSES] as const;
export type WasteStatusFilter = (typeof WASTE_STATUS_FILTERS)[number];

/**
 * A submitted request the team has not confirmed yet, which staff may confirm (once; a change of date,
 * window or quantity needs confirming again). A pickup is planned only once it is confirmed.
 */
export function awaitsConfirmation(record: { status: WasteStatus; confirmedAt: unknown }): boolean {
  return record.status === 'waiting' && (record.confirmedAt === null || record.confirmedAt === undefined);
}

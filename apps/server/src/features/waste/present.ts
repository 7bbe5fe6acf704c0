import type { Actor } from '../../lib/access.ts';
import { seesWastePrice } from './policy.ts';

/**
 * A waste record (list row or detail) as this actor is sent it: the price only to whoever pays or bills
 * it (`seesWastePrice`); for anyone else the field is left out of the answer, not hidden by the screen.
 */
export function presentWaste<T extends { potentialCost: number }>(
  actor: Actor,
  row: T,
): Omit<T, 'potentialCost'> & { potentialCost?: number } {
  return { ...row, potentialCost: seesWastePrice(actor) ? row.potentialCost : undefined };
}

import { z } from 'zod';
import { USER_STATUSES, type UserStatus } from '../users/rules.ts';

export const ACCOUNT_STATUSES = USER_STATUSES;
export type AccountStatus = UserStatus;

/** Every status but deleted: what lists and pickers show unless asked for deleted records. */
export const LIVE_STATUSES: readonly AccountStatus[] = ACCOUNT_STATUSES.filter(
  (status) => status !== 'deleted',
);

/** Where a status change can lead: nothing goes back to pending. */
export type TargetStatus = Exclude<AccountStatus, 'pending'>;

/** The moves that ask 'are you sure?' first: each takes something away from the account. */
export const CONFIRMED_MOVES = [
  'inactive',
  'suspended',
  'deleted',
] as const satisfies readonly TargetStatus[];
export type ConfirmedMove = (typeof CONFIRMED_MOVES)[number];

export function isConfirmedMove(status: TargetStatus): status is ConfirmedMove {
  return (CONFIRMED_MOVES as readonly TargetStatus[]).includes(status);
}

/**
 * Status moves of users and companies (DESIGN.md §3): pending → active; active ⇄ inactive;
 * active or inactive → suspended → active; any → deleted (soft). Deleted is final.
 */
const ALLOWED: Record<AccountStatus, readonly TargetStatus[]> = {
  pending: ['active', 'deleted'],
  active: ['inactive', 'suspended', 'deleted'],
  inactive: ['active', 'suspended', 'deleted'],
  suspended: ['active', 'deleted'],
  deleted: [],
};

export function canChangeStatus(from: AccountStatus, to: AccountStatus): boolean {
  return (ALLOWED[from] as readonly AccountStatus[]).includes(to);
}

export function nextStatuses(from: AccountStatus): readonly TargetStatus[] {
  return ALLOWED[from];
}

/** The body of every status change, of users and companies alike. */
export const statusInput = z.object({ status: z.enum(ACCOUNT_STATUSES) });

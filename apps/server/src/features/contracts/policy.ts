import {
  activationBlockers,
  type ContractStatus,
  canChangeContractStatus,
  canEditContract,
} from '@sirkula/domain/contracts/rules';
import type { Actor } from '../../lib/access.ts';

/** Internal staff see every contract; a customer or partner user sees only their company's. */
export function canReadContract(actor: Actor, contract: { companyId: string }): boolean {
  return actor.userType === 'internal' || actor.companyId === contract.companyId;
}

/** Drafting, changing, activating and cancelling contracts is the provider's work. */
export function canManageContracts(actor: Actor): boolean {
  return actor.userType === 'internal';
}

/** What this actor may do with a contract in its current status, for the client to show. */
export function contractPermissions(
  actor: Actor,
  contract: { status: ContractStatus },
  company: { status: string; profileComplete: boolean },
) {
  const manages = canManageContracts(actor);
  return {
    edit: manages && canEditContract(contract.status),
    activate: manages && activationBlockers(contract, company).length === 0,
    cancel: manages && canChangeContractStatus(contract.status, 'cancelled'),
  };
}

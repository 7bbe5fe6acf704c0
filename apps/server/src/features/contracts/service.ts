import { changedFields } from '@sirkula/domain/audit/rules';
import type { createContractBody } from '@sirkula/domain/contracts/api';
import {
  activationBlockers,
  CONTRACT_STATUSES,
  type ContractListFilter,
  type ContractStatus,
  type ContractValues,
  canChangeContractStatus,
  canEditContract,
  contractNumber,
  displayStatus,
} from '@sirkula/domain/contracts/rules';
import { type CalendarDate, jakartaToday } from '@sirkula/domain/shared/dates';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { nextInSequence } from '../../db/sequences.ts';
import type { Actor } from '../../lib/access.ts';
import { companyScope } from '../../lib/company-scope.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/public.ts';
import { canManageContracts, canReadContract, contractPermissions } from './policy.ts';
import {
  type ContractDetailRow,
  type ContractRow,
  findContractDetail,
  findCounterparty,
  insertContract,
  listContracts,
  updateContractIn,
} from './queries.ts';

type NewContract = z.output<typeof createContractBody>;

const contractNotFound = () => new NotFound('contracts.errors.notFound', 'CONTRACT_NOT_FOUND');
const notEditable = () => new Conflict('contracts.errors.notEditable', {}, 'CONTRACT_NOT_EDITABLE');
const statusRefused = () => new Conflict('contracts.errors.statusChange', {}, 'STATUS_CHANGE_REFUSED');
const EDITABLE = CONTRACT_STATUSES.filter(canEditContract);

function present(actor: Actor, { contract, company }: ContractDetailRow, today: CalendarDate) {
  const { createdBy: _createdBy, ...fields } = contract;
  return {
    ...fields,
    companyName: company.name,
    company,
    displayStatus: displayStatus(contract, today),
    can: contractPermissions(actor, contract, company),
  };
}
export type ContractDetail = ReturnType<typeof present>;

/** Looks a contract up for this actor; another company's contract answers exactly like a missing one. */
async function readable(db: Db, actor: Actor, id: string): Promise<ContractDetailRow> {
  const row = await findContractDetail(db, id, companyScope(actor));
  if (!row || !canReadContract(actor, row.contract)) throw contractNotFound();
  return row;
}

/** The counterparty must exist, be live, and be of the contract's kind (a customer for a customer contract). */
async function assertCounterparty(db: Db, companyId: string, kind: ContractRow['kind']): Promise<void> {
  const company = await findCounterparty(db, companyId);
  if (!company || company.status === 'deleted') {
    throw new Invalid('contracts.validation.company', { companyId: 'contracts.validation.company' });
  }
  if (company.kind !== kind) {
    throw new Invalid('contracts.errors.companyKind', { companyId: 'contracts.errors.companyKind' });
  }
}

export async function list(db: Db, actor: Actor, filter: ContractListFilter, now: Date) {
  const today = jakartaToday(now);
  const page = { page: filter.page, pageSize: filter.pageSize };
  const { items, ...total } = await listContracts(db, filter, companyScope(actor), today);
  return {
    items: items.map((row) => ({
      ...row,
      displayStatus: displayStatus(row, today),
      can: contractPermissions(actor, row, {
        status: row.companyStatus,
        profileComplete: row.companyProfileComplete,
      }),
    })),
    ...total,
    ...page,
  };
}

export async function get(db: Db, actor: Actor, id: string, now: Date): Promise<ContractDetail> {
  return present(actor, await readable(db, actor, id), jakartaToday(now));
}

/** A new contract starts as a draft, numbered in the year's series of its (WIB) creation date. */
export async function create(db: Db, actor: Actor, input: NewContract, now: Date): Promise<ContractDetail> {
  if (!canManageContracts(actor)) throw new Forbidden();
  const { kind, ...values } = input;
  await assertCounterparty(db, values.companyId, kind);
  const id = await db.transaction(async (tx) => (await insertDraft(tx, actor.id, input, now)).id);
  return get(db, actor, id, now);
}

/**
 * Numbers and stores a draft contract with its audit entry, inside the caller's transaction (`create`,
 * and a converted partnership lead's contract); the counterparty is the caller's to have checked.
 */
export async function insertDraft(
  tx: Db,
  actorId: string,
  input: NewContract,
  now: Date,
): Promise<ContractRow> {
  const { kind, ...values } = input;
  const today = jakartaToday(now);
  // The sequence row stays locked until commit, so concurrent creations get distinct numbers.
  const sequence = await nextInSequence(tx, 'contract', Number(today.slice(0, 4)));
  const row = await insertContract(tx, {
    ...values,
    kind,
    number: contractNumber(sequence, today),
    createdBy: actorId,
  });
  await recordAudit(tx, {
    actorId,
    entity: 'contract',
    entityId: row.id,
    action: 'create',
    after: { number: row.number, kind, ...values },
  });
  return row;
}

export async function update(
  db: Db,
  actor: Actor,
  id: string,
  input: ContractValues,
  now: Date,
): Promise<ContractDetail> {
  if (!canManageContracts(actor)) throw new Forbidden();
  const { contract: before } = await readable(db, actor, id);
  if (!canEditContract(before.status)) throw notEditable();
  if (input.companyId !== before.companyId) await assertCounterparty(db, input.companyId, before.kind);
  const change = changedFields(before, input);
  if (change) {
    await db.transaction(async (tx) => {
      // Cancelled meanwhile by someone else: the edit is refused, not applied to a cancelled contract.
      if (!(await updateContractIn(tx, id, EDITABLE, input))) throw notEditable();
      await recordAudit(tx, {
        actorId: actor.id,
        entity: 'contract',
        entityId: id,
        action: 'update',
        ...change,
      });
    });
  }
  return get(db, actor, id, now);
}

/** Moves a contract on from the status it was read in; refused when someone else moved it first. */
async function transition(
  db: Db,
  actor: Actor,
  before: ContractRow,
  change: { status: ContractStatus; cancelReason?: string },
  action: 'activate' | 'cancel',
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await updateContractIn(tx, before.id, [before.status], change))) throw statusRefused();
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'contract',
      entityId: before.id,
      action,
      before: { status: before.status },
      after: change,
    });
  });
}

/** draft → active, once the counterparty is active and its profile complete. */
export async function activate(db: Db, actor: Actor, id: string, now: Date): Promise<ContractDetail> {
  if (!canManageContracts(actor)) throw new Forbidden();
  const { contract, company } = await readable(db, actor, id);
  // The first blocker answers; the detail page lists them all from the same domain rule.
  const [blocker] = activationBlockers(contract, company);
  if (blocker === 'status') throw statusRefused();
  if (blocker === 'companyNotActive') {
    throw new Conflict('contracts.errors.companyNotActive', {}, 'COMPANY_NOT_ACTIVE');
  }
  if (blocker === 'companyIncomplete') {
    throw new Conflict('contracts.errors.companyIncomplete', {}, 'COMPANY_PROFILE_INCOMPLETE');
  }
  await transition(db, actor, contract, { status: 'active' }, 'activate');
  return get(db, actor, id, now);
}

/** draft or active → cancelled, with the reason kept on the contract and in the trail. */
export async function cancel(
  db: Db,
  actor: Actor,
  id: string,
  reason: string,
  now: Date,
): Promise<ContractDetail> {
  if (!canManageContracts(actor)) throw new Forbidden();
  const { contract } = await readable(db, actor, id);
  if (!canChangeContractStatus(contract.status, 'cancelled')) throw statusRefused();
  await transition(db, actor, contract, { status: 'cancelled', cancelReason: reason }, 'cancel');
  return get(db, actor, id, now);
}

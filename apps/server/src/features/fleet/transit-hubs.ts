import { changedFields } from '@sirkula/domain/audit/rules';
import type { TransitHubListFilter, TransitHubValues } from '@sirkula/domain/fleet/inputs';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Actor } from '../../lib/access.ts';
import { Conflict, Forbidden, NotFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/public.ts';
import { canManageFleet } from './policy.ts';
import {
  findTransitHub,
  insertTransitHub,
  listTransitHubs,
  type TransitHubView,
  updateTransitHub,
} from './queries.ts';

const hubNotFound = () => new NotFound('fleet.errors.transitHubNotFound', 'TRANSIT_HUB_NOT_FOUND');

function assertManager(actor: Actor): void {
  if (!canManageFleet(actor)) throw new Forbidden();
}

/** Journeys and their documents name a hub, so two hubs never share a name. */
async function refusingSameName<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error, 'transit_hubs_name_unique')) {
      throw new Conflict(
        'fleet.errors.transitHubNameTaken',
        { name: 'fleet.errors.transitHubNameTaken' },
        'NAME_TAKEN',
      );
    }
    throw error;
  }
}

export async function transitHubs(db: Db, actor: Actor, filter: TransitHubListFilter) {
  assertManager(actor);
  const page = await listTransitHubs(db, filter);
  return { ...page, page: filter.page, pageSize: filter.pageSize };
}

async function transitHub(db: Db, id: string): Promise<TransitHubView> {
  const row = await findTransitHub(db, id);
  if (!row) throw hubNotFound();
  return row;
}

export async function createTransitHub(db: Db, actor: Actor, input: TransitHubValues) {
  assertManager(actor);
  const id = await refusingSameName(() =>
    db.transaction(async (tx) => {
      const row = await insertTransitHub(tx, input);
      await recordAudit(tx, {
        actorId: actor.id,
        entity: 'transitHub',
        entityId: row.id,
        action: 'create',
        after: input,
      });
      return row.id;
    }),
  );
  return transitHub(db, id);
}

export async function changeTransitHub(db: Db, actor: Actor, id: string, input: TransitHubValues) {
  assertManager(actor);
  const before = await transitHub(db, id);
  const change = changedFields(before, input);
  if (change) {
    await refusingSameName(() =>
      db.transaction(async (tx) => {
        await updateTransitHub(tx, id, change.after);
        await recordAudit(tx, {
          actorId: actor.id,
          entity: 'transitHub',
          entityId: id,
          action: 'update',
          ...change,
        });
      }),
    );
  }
  return transitHub(db, id);
}

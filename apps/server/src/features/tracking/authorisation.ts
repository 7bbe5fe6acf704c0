import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { drivers, journeys } from '../../db/schema.ts';
import { freshJourney } from '../../test/authorisation-matrix/fresh-journey.ts';
import {
  COMPANY_USERS_OWN,
  INTERNAL_ONLY,
  PARTNERS_OWN,
  PUBLIC,
  type RequestContext,
  type RouteExpectations,
  type Rules,
} from '../../test/authorisation-matrix/rules.ts';
import { createDriver } from '../fleet/public.ts';

/**
 * Only the journey's driver: P's driver account, or P's admin when it drives its own company's journey
 * (an admin linked to a driver still sees all of the company's journeys).
 */
const DRIVER_ONLY: Rules = {
  anonymous: 'refused',
  customerAAdmin: 'refused',
  customerAMember: 'refused',
  customerBAdmin: 'refused',
  partnerAdmin: 'own-only',
  partnerDriver: 'own-only',
  internalMember: 'refused',
  internalAdmin: 'refused',
};

/**
 * A journey of the target company on the road; on the caller's own company's journey the caller is
 * its driver (a driver record linked to the caller's account), as the driver's phone would be.
 */
async function drivenJourney(context: RequestContext) {
  const journey = await freshJourney(context, 'pickedUp');
  const { self, target, world } = context;
  if (self && self.userType === 'partner' && self.companyId === target.company.id) {
    const [linked] = await world.db.select().from(drivers).where(eq(drivers.userId, self.id));
    const driver =
      linked ?? (await createDriver(world.db, { companyId: target.company.id, userId: self.id }));
    await world.db.update(journeys).set({ driverId: driver.id }).where(eq(journeys.id, journey.id));
  }
  return journey;
}

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/tracking/map-config': [
    {
      does: 'read where the maps’ tiles come from',
      who: PUBLIC,
      why: 'the tile server is no secret: every map, the public ones included, needs it',
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'GET /api/v1/tracking/map': [
    {
      does: 'see every journey on the road on the tracking map',
      who: INTERNAL_ONLY,
      why: 'the tracking map shows every customer’s pickups and every partner’s vehicles: staff only',
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'GET /api/v1/tracking/records': [
    {
      does: 'list every company’s records by status beside the tracking map',
      who: INTERNAL_ONLY,
      why: 'the tracking list shows every customer’s records: staff only',
      scope: 'none',
      request: async () => ({ query: { status: 'onProgress' } }),
    },
  ],
  'GET /api/v1/journeys/{id}/route': [
    {
      does: "see the route of the target company's journey",
      who: PARTNERS_OWN,
      why: 'a journey’s route passes every customer on it: its parties and staff only',
      request: async (context) => ({ params: { id: (await freshJourney(context, 'pickedUp')).id } }),
    },
  ],
  'GET /api/v1/waste/{id}/route': [
    {
      does: "see the route of the target company's record",
      who: COMPANY_USERS_OWN,
      why: 'a customer follows its own records’ routes; a partner the records it carries; staff any',
      request: async (context) => ({
        params: { id: (await freshJourney(context, 'pickedUp')).recordIds[0] ?? '' },
      }),
    },
  ],
  'POST /api/v1/journeys/{id}/positions': [
    {
      does: "send the position of the target company's journey on the road",
      who: DRIVER_ONLY,
      why: 'only the journey’s driver sends where the vehicle is; staff and other partners never do',
      request: async (context) => ({
        params: { id: (await drivenJourney(context)).id },
        payload: {
          idempotencyKey: randomUUID(),
          latitude: -6.2646,
          longitude: 107.0561,
          occurredAt: new Date().toISOString(),
        },
      }),
    },
  ],
};

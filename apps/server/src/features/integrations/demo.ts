import { type KeyParts, keyText, MAX_REQUESTS_PER_MINUTE } from '@sirkula/domain/integrations/rules';
import type { Db } from '../../db/client.ts';
import type { DemoContext } from '../../lib/feature.ts';
import { DEMO_CUSTOMER } from '../companies/public.ts';
import type { DemoRows } from '../demo/public.ts';
import { createKey, createKeyRequests } from './factories.ts';
import { deleteDemoKeys, keySecretHash } from './queries.ts';
import { secretMatches } from './secrets.ts';

const DEMO_CUSTOMER_ADMIN_EMAIL = 'customer@demo.sirkula.id';

/**
 * The embedded demo's telemetry key, published in the README for `npm run simulate:bins`: like the
 * demo password, a server others can reach refuses to start while it still works.
 */
export const DEMO_KEY_PARTS: KeyParts = {
  publicId: 'demo00000000',
  secret: 'DemoTelemetryKeyForTheEmbeddedModeOnly00000',
};
export const DEMO_KEY = keyText(DEMO_KEY_PARTS);

/**
 * The simulator's key, and a customer's: the ERP of the demo customer reading its waste, journeys and
 * invoices every hour or so (its log filled), and the key it replaced, revoked.
 */
export async function demoKeys(context: DemoContext): Promise<DemoRows> {
  const db = context.storage.db;
  // A network server posts one request per uplink (ChirpStack, TTN): the simulator's thousand bins
  // need the highest limit a key may have.
  await createKey(db, {
    name: 'Demo: simulator and test gateway',
    parts: DEMO_KEY_PARTS,
    requestsPerMinute: MAX_REQUESTS_PER_MINUTE,
  });
  const companyId = await context.companyId(DEMO_CUSTOMER.name);
  const createdBy = await context.userId(DEMO_CUSTOMER_ADMIN_EMAIL);
  const erp = await createKey(db, {
    name: 'ERP SAP: laporan limbah',
    companyId,
    createdBy,
    scopes: ['waste:read', 'journeys:read', 'invoices:read'],
  });
  await createKeyRequests(db, erp.id, {
    until: context.now,
    count: 60,
    paths: ['/api/v1/waste', '/api/v1/journeys', '/api/v1/billing/invoices'],
  });
  await createKey(db, {
    name: 'ERP lama (diganti)',
    companyId,
    createdBy,
    scopes: ['waste:read'],
    revokedAt: new Date(context.now.getTime() - 20 * 86_400_000),
  });
  return { companyIds: [], userIds: [] };
}

/** Whether the published demo key still opens the API (not revoked, not removed). */
export async function demoKeyWorks(db: Db): Promise<boolean> {
  const key = await keySecretHash(db, DEMO_KEY_PARTS.publicId);
  return Boolean(key && !key.revokedAt && secretMatches(DEMO_KEY_PARTS.secret, key.secretHash));
}

export function removeDemoKeys(db: Db, demo: DemoRows) {
  return deleteDemoKeys(db, demo, DEMO_KEY_PARTS.publicId);
}

import { billingFacts } from './billing/feature.ts';
import { companiesFacts } from './companies/feature.ts';
import { contractsFacts } from './contracts/feature.ts';
import { documentsFacts } from './documents/feature.ts';
import { fleetFacts } from './fleet/feature.ts';
import { integrationsFacts } from './integrations/feature.ts';
import { journeysFacts } from './journeys/feature.ts';
import { manifestsFacts } from './manifests/feature.ts';
import { partnershipFacts } from './partnership/feature.ts';
import { reportsFacts } from './reports/feature.ts';
import { schedulersFacts } from './schedulers/feature.ts';
import { settingsFacts } from './settings/feature.ts';
import { smartbinsFacts } from './smartbins/feature.ts';
import { storageFacts } from './storage/feature.ts';
import { usersFacts } from './users/feature.ts';
import { wasteFacts } from './waste/feature.ts';
import { webhooksFacts } from './webhooks/feature.ts';

/** The features whose records are audited, one line each; their facts live in their own folders. */
export const FEATURE_FACTS = [
  companiesFacts,
  usersFacts,
  contractsFacts,
  wasteFacts,
  billingFacts,
  journeysFacts,
  manifestsFacts,
  fleetFacts,
  settingsFacts,
  smartbinsFacts,
  integrationsFacts,
  schedulersFacts,
  documentsFacts,
  reportsFacts,
  partnershipFacts,
  storageFacts,
  webhooksFacts,
] as const;

export type AuditEntity = (typeof FEATURE_FACTS)[number]['auditEntities'][number];

/** Every kind of audited record, as the features declare them. */
export const AUDIT_ENTITIES = FEATURE_FACTS.flatMap((facts) => facts.auditEntities) as AuditEntity[] as [
  AuditEntity,
  ...AuditEntity[],
];

/** The catalogue namespace naming an audited record's fields and stored codes: its feature's. */
export function auditNamespace(entity: AuditEntity): string {
  const facts = FEATURE_FACTS.find((feature) =>
    (feature.auditEntities as readonly string[]).includes(entity),
  );
  if (!facts) throw new Error(`No feature declares the audited record ${entity}`);
  return facts.namespace;
}

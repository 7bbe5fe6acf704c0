import type { FeatureFacts } from '../shared/feature.ts';

export const storageFacts = {
  name: 'storage',
  namespace: 'storage',
  // An orphaned object staff deleted, by its key (it had no file row to name).
  auditEntities: ['storedObject'],
} as const satisfies FeatureFacts;

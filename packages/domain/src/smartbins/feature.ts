import type { FeatureFacts } from '../shared/feature.ts';

export const smartbinsFacts = {
  name: 'smartbins',
  namespace: 'smartbins',
  auditEntities: ['smartBin'],
} as const satisfies FeatureFacts;

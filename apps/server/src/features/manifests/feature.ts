import { b3CodesApi, manifestsApi } from '@sirkula/domain/manifests/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { demoManifests } from './demo.ts';
import { deleteDemoManifests } from './queries.ts';
import { manifestsRoutes } from './routes.ts';

export const manifestsFeature: ServerFeature = {
  name: 'manifests',
  contracts: [manifestsApi, b3CodesApi],
  routes: manifestsRoutes,
  demo: { name: 'manifests', apply: demoManifests },
  removeDemo: deleteDemoManifests,
};

import type { ServerFeature } from '../../lib/feature.ts';
import { demoManifests } from './demo.ts';
import { manifestsRoutes } from './routes.ts';

export const manifestsFeature: ServerFeature = {
  name: 'manifests',
  routes: manifestsRoutes,
  demo: { name: 'manifests', apply: demoManifests },
};

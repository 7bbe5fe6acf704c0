import { smartbinsApi } from '@sirkula/domain/smartbins/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { demoBins } from './demo.ts';
import { deleteDemoBins } from './queries.ts';
import { smartbinsRoutes } from './routes.ts';

export const smartbinsFeature: ServerFeature = {
  name: 'smartbins',
  contracts: [smartbinsApi],
  routes: smartbinsRoutes,
  demo: { name: 'smart-bins', apply: demoBins },
  removeDemo: deleteDemoBins,
};

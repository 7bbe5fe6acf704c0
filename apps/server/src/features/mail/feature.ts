import { mailApi } from '@sirkula/domain/mail/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { mailRoutes } from './routes.ts';

export const mailFeature: ServerFeature = {
  name: 'mail',
  contracts: [mailApi],
  routes: ({ db }) => mailRoutes(db),
};

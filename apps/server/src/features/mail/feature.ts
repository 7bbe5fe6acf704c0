import { mailApi } from '@sirkula/domain/mail/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { mailRoutes } from './routes.ts';

export const mailFeature: ServerFeature = {
  name: 'mail',
  contracts: [mailApi],
  routes: ({ db }) => mailRoutes(db),
  jobs: [
    {
      code: 'mailDelivery',
      cron: '* * * * *',
      retryLimit: 1,
      run: (deps, now) => deps.deliverPendingMail(now),
    },
  ],
};

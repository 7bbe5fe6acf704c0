import { smartbinsApi, telemetryApi } from '@sirkula/domain/smartbins/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { demoBins } from './demo.ts';
import { deleteDemoBins, openOfflineAlerts } from './queries.ts';
import { smartbinsRoutes } from './routes.ts';
import { telemetryRoutes } from './telemetry-routes.ts';
import { maintainReadingPartitions, refreshForecasts, rollUpReadings } from './upkeep.ts';

export const smartbinsFeature: ServerFeature = {
  name: 'smartbins',
  contracts: [smartbinsApi, telemetryApi],
  routes: (deps) => async (app) => {
    await app.register(smartbinsRoutes(deps));
    await app.register(telemetryRoutes(deps));
  },
  demo: { name: 'smart-bins', apply: demoBins },
  removeDemo: deleteDemoBins,
  jobs: [
    {
      code: 'smartbinsRollUp',
      cron: '* * * * *',
      retryLimit: 2,
      run: async ({ db }, now) => `${await rollUpReadings(db, now)} bin-hours rolled up`,
    },
    {
      code: 'smartbinsPartitions',
      cron: '10 0 * * *',
      retryLimit: 3,
      run: async ({ db }, now) => {
        const { made, dropped } = await maintainReadingPartitions(db, now);
        return `made: ${made.join(', ') || '–'}; dropped: ${dropped.join(', ') || '–'}`;
      },
    },
    {
      code: 'smartbinsOffline',
      cron: '*/15 * * * *',
      retryLimit: 2,
      run: async ({ db }, now) => `${await openOfflineAlerts(db, now)} bins went offline`,
    },
    {
      code: 'smartbinsForecasts',
      cron: '*/15 * * * *',
      retryLimit: 2,
      run: async ({ db }, now) => `${await refreshForecasts(db, now)} forecasts refitted`,
    },
  ],
};

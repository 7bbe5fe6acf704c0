import { smartbinsApi, telemetryApi } from '@sirkula/domain/smartbins/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { demoBins } from './demo.ts';
import { deleteDemoBins } from './queries.ts';
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
  upkeep: [
    {
      name: 'reading partitions',
      everyMinutes: 24 * 60,
      run: (db, now) => maintainReadingPartitions(db, now),
    },
    { name: 'hourly roll-ups', everyMinutes: 1, run: rollUpReadings },
    { name: 'fill forecasts', everyMinutes: 15, run: refreshForecasts },
  ],
};

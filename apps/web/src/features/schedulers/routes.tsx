import type { WebFeature } from '../../feature.ts';
import { featureScreen } from '../../screen-route.tsx';

/** The internal menu's 'scheduler' entry: the platform's scheduled jobs, and the log of their runs. */
export const schedulersFeature: WebFeature = {
  name: 'schedulers',
  screens: (portal) =>
    portal === 'internal'
      ? [
          {
            path: 'scheduler',
            ...featureScreen(
              () => import('./schedulers-page.tsx'),
              (m) => <m.SchedulersPage />,
              ['schedulers'],
            ),
          },
          {
            path: 'scheduler/logs',
            ...featureScreen(
              () => import('./runs-page.tsx'),
              (m) => <m.RunsPage />,
              ['schedulers'],
            ),
          },
        ]
      : [],
};

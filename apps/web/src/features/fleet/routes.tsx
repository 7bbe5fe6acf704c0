import type { WebFeature } from '../../feature.ts';
import { featureScreen } from '../../screen-route.tsx';

/** The internal menu's 'tms' entry: dispatch, vehicles, drivers, their lapsing documents and the transit hubs. */
export const fleetFeature: WebFeature = {
  name: 'fleet',
  panels: {
    'journey.fleet': [{ order: 1, load: async () => (await import('./assign-journey.tsx')).AssignJourney }],
  },
  screens: (portal) =>
    portal === 'internal'
      ? [
          {
            path: 'tms',
            ...featureScreen(
              () => import('./dispatch-page.tsx'),
              (m) => <m.DispatchPage />,
            ),
          },
          {
            path: 'tms/vehicles',
            ...featureScreen(
              () => import('./vehicles-page.tsx'),
              (m) => <m.VehiclesPage />,
            ),
          },
          {
            path: 'tms/drivers',
            ...featureScreen(
              () => import('./drivers-page.tsx'),
              (m) => <m.DriversPage />,
            ),
          },
          {
            path: 'tms/transit-hubs',
            ...featureScreen(
              () => import('./transit-hubs-page.tsx'),
              (m) => <m.TransitHubsPage />,
            ),
          },
          {
            path: 'tms/documents',
            ...featureScreen(
              () => import('./expiring-page.tsx'),
              (m) => <m.ExpiringPage />,
            ),
          },
        ]
      : [],
};

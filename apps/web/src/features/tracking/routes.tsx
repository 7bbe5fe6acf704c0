import type { WebFeature } from '../../feature.ts';
import { featureScreen } from '../../screen-route.tsx';

/** Staff's tracking map (menu entry `tracking`); the records' own maps sit on their pages. */
export const trackingFeature: WebFeature = {
  name: 'tracking',
  panels: {
    'journey.panels': [
      {
        order: 2,
        load: async () => {
          const { RouteCard } = await import('./route-card.tsx');
          return function JourneyRoute({ journeyId }: { journeyId: string }) {
            return <RouteCard journeyId={journeyId} />;
          };
        },
      },
    ],
    'waste.panels': [
      {
        order: 2,
        load: async () => {
          const { RouteCard } = await import('./route-card.tsx');
          // A draft has not been asked for yet: it has no route to show.
          return function RecordRoute({ record }: { record: { id: string; status: string } }) {
            return record.status === 'drafted' ? null : <RouteCard wasteRecordId={record.id} />;
          };
        },
      },
    ],
  },
  screens: (portal) =>
    portal === 'internal'
      ? [
          {
            path: 'tracking',
            ...featureScreen(
              () => import('./tracking-page.tsx'),
              (m) => <m.TrackingPage />,
            ),
          },
        ]
      : [],
};

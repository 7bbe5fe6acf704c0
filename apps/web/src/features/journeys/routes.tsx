import type { RouteObject } from 'react-router';
import type { WebFeature } from '../../feature.ts';
import { featureScreen } from '../../screen-route.tsx';
import { handoverScreens } from '../handover/public.ts';

const list = featureScreen(
  () => import('./journeys-page.tsx'),
  (m) => <m.JourneysPage />,
);
const detail = featureScreen(
  () => import('./journey-detail-page.tsx'),
  (m) => <m.JourneyDetailPage />,
);

/** A partner's journeys: the partner menu has no journey entry, so the waste feature places them under its own. */
export const partnerJourneyScreens: RouteObject[] = [
  { path: 'waste/journeys', ...list },
  { path: 'waste/journeys/:id', ...detail },
];

/** The journeys staff plan and follow; partners find theirs under the waste menu. */
export const journeysFeature: WebFeature = {
  name: 'journeys',
  screens: (portal) =>
    portal === 'internal'
      ? [
          { path: 'journey', ...list },
          {
            path: 'journey/new',
            ...featureScreen(
              () => import('./journey-create-page.tsx'),
              (m) => <m.JourneyCreatePage />,
            ),
          },
          { path: 'journey/:id', ...detail },
          ...handoverScreens('internal'),
        ]
      : [],
};

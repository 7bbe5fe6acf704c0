import type { WebFeature } from '../../feature.ts';
import { featureScreen } from '../../screen-route.tsx';
import { handoverScreens } from '../handover/public.ts';

/** The journeys staff plan and follow; partners find theirs under the waste menu (waste/routes.tsx). */
export const journeysFeature: WebFeature = {
  name: 'journeys',
  screens: (portal) =>
    portal === 'internal'
      ? [
          {
            path: 'journey',
            ...featureScreen(
              () => import('./journeys-page.tsx'),
              (m) => <m.JourneysPage />,
            ),
          },
          {
            path: 'journey/new',
            ...featureScreen(
              () => import('./journey-create-page.tsx'),
              (m) => <m.JourneyCreatePage />,
            ),
          },
          {
            path: 'journey/:id',
            ...featureScreen(
              () => import('./journey-detail-page.tsx'),
              (m) => <m.JourneyDetailPage />,
            ),
          },
          ...handoverScreens('internal'),
        ]
      : [],
};

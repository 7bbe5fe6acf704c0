import type { WebFeature } from '../../feature.ts';
import { featureScreen } from '../../screen-route.tsx';

/** Staff's tracking map (menu entry `tracking`); the records' own maps sit on their pages. */
export const trackingFeature: WebFeature = {
  name: 'tracking',
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

import type { WebFeature } from '../../feature.ts';
import { featureScreen } from '../../screen-route.tsx';

/** The internal menu's 'smartbins' entry: the bins at the customers' sites and their sensors' states. */
export const smartbinsFeature: WebFeature = {
  name: 'smartbins',
  screens: (portal) =>
    portal === 'internal'
      ? [
          {
            path: 'smartbins',
            ...featureScreen(
              () => import('./bins-page.tsx'),
              (m) => <m.BinsPage />,
            ),
          },
        ]
      : [],
};

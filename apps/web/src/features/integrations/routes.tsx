import type { WebFeature } from '../../feature.ts';
import { featureScreen } from '../../screen-route.tsx';

/** The internal menu's 'api' entry: the keys machines call the API with, for the provider's admins. */
export const integrationsFeature: WebFeature = {
  name: 'integrations',
  screens: (portal) =>
    portal === 'internal'
      ? [
          {
            path: 'api',
            ...featureScreen(
              () => import('./keys-page.tsx'),
              (m) => <m.KeysPage />,
              ['integrations'],
            ),
          },
        ]
      : [],
};

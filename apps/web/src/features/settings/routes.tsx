import type { WebFeature } from '../../feature.ts';
import { featureScreen } from '../../screen-route.tsx';

/** The provider's settings (branding and the invoice block), reached from the internal user menu. */
export const settingsFeature: WebFeature = {
  name: 'settings',
  screens: (portal) =>
    portal === 'internal'
      ? [
          {
            path: 'settings',
            ...featureScreen(
              () => import('./settings-page.tsx'),
              (m) => <m.SettingsPage />,
            ),
          },
        ]
      : [],
};

import type { WebFeature } from '../../feature.ts';
import { loadFeatureTexts } from '../../lib/i18n.ts';
import { featureScreen } from '../../screen-route.tsx';

/**
 * The internal menu's 'api' entry: the API keys programs call with, for the provider's admins; and a
 * company's "Developers" section on its page, for its admins.
 */
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
  panels: {
    'company.developers': [
      {
        order: 1,
        load: async () => {
          const [module] = await Promise.all([
            import('./developers-panel.tsx'),
            loadFeatureTexts(['integrations']),
          ]);
          return module.DevelopersPanel;
        },
      },
    ],
  },
};

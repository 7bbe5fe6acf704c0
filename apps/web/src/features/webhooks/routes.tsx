import type { WebFeature } from '../../feature.ts';
import { loadFeatureTexts } from '../../lib/i18n.ts';

const panel = async () => {
  const [module] = await Promise.all([import('./webhooks-panel.tsx'), loadFeatureTexts(['webhooks'])]);
  return module.WebhooksPanel;
};

/**
 * Webhooks have no menu entry of their own: a company's admins manage theirs in the developers section
 * of their company page (staff on a company's page too), and staff see every company's on the API page.
 */
export const webhooksFeature: WebFeature = {
  name: 'webhooks',
  screens: () => [],
  panels: {
    'company.developers': [{ order: 2, load: panel }],
    'integrations.panels': [
      {
        order: 2,
        load: async () => {
          const Panel = await panel();
          return function AllWebhooks() {
            return <Panel />;
          };
        },
      },
    ],
  },
};

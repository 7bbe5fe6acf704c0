import type { WebFeature } from '../../feature.ts';
import { featureScreen } from '../../screen-route.tsx';

/**
 * The public contact page and the partnership programme; staff's review of the leads lives under
 * Companies (the companies feature places `companies/partnership`, from this feature's public entry).
 */
export const partnershipFeature: WebFeature = {
  name: 'partnership',
  screens: () => [],
  public: [
    {
      path: '/public/partnership',
      ...featureScreen(
        () => import('./partnership-page.tsx'),
        (m) => <m.PartnershipPage />,
        ['partnership'],
      ),
    },
    {
      path: '/public/contact',
      ...featureScreen(
        () => import('./contact-page.tsx'),
        (m) => <m.ContactPage />,
        ['partnership'],
      ),
    },
  ],
};

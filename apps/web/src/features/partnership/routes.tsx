import type { WebFeature } from '../../feature.ts';
import { featureScreen } from '../../screen-route.tsx';

/** The public contact page (and, later, the partnership programme and staff's review of leads). */
export const partnershipFeature: WebFeature = {
  name: 'partnership',
  screens: () => [],
  public: [
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

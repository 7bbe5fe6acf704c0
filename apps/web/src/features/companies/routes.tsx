import type { WebFeature } from '../../feature.ts';
import { featureScreen } from '../../screen-route.tsx';

const list = featureScreen(
  () => import('./companies-page.tsx'),
  (m) => <m.CompaniesPage />,
);
const detail = featureScreen(
  () => import('./company-detail-page.tsx'),
  (m) => <m.CompanyDetailPage />,
);
const ownProfile = featureScreen(
  () => import('./company-profile-page.tsx'),
  (m) => <m.CompanyProfilePage />,
);

/** Staff manage every company; a customer or partner edits its own under 'company'. */
export const companiesFeature: WebFeature = {
  name: 'companies',
  screens: (portal) =>
    portal === 'internal'
      ? [
          { path: 'companies', ...list },
          { path: 'companies/:id', ...detail },
        ]
      : [{ path: 'company', ...ownProfile }],
};

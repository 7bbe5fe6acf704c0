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
// The partnership programme's review queue sits under Companies; its screens are partnership's own.
const leads = featureScreen(
  () => import('../partnership/public.ts'),
  (m) => <m.LeadsPage />,
  ['companies', 'partnership', 'audit'],
);
const lead = featureScreen(
  () => import('../partnership/public.ts'),
  (m) => <m.LeadDetailPage />,
  ['companies', 'partnership', 'audit'],
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
          { path: 'companies/partnership', ...leads },
          { path: 'companies/partnership/:id', ...lead },
          { path: 'companies/:id', ...detail },
        ]
      : [{ path: 'company', ...ownProfile }],
};

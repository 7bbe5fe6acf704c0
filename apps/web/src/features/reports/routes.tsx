import type { Portal } from '@sirkula/domain/auth/portals';
import type { RouteObject } from 'react-router';
import type { WebFeature } from '../../feature.ts';
import { featureScreen } from '../../screen-route.tsx';

const list = featureScreen(
  () => import('./reports-page.tsx'),
  (m) => <m.ReportsPage />,
  ['reports'],
);
const recipients = featureScreen(
  () => import('./recipients-page.tsx'),
  (m) => <m.RecipientsPage />,
  ['reports'],
);

/**
 * A customer's reports, which the waste feature places under its menu entry (the monthly e-mails link
 * there): its company's reports and who receives them.
 */
export function customerReportScreens(portal: Portal): RouteObject[] {
  return portal === 'customer'
    ? [
        { path: 'waste/reports', ...list },
        { path: 'waste/reports/recipients', ...recipients },
      ]
    : [];
}

/** The internal menu's 'reports' entry: any customer's reports and the provider's own, and their recipients. */
export const reportsFeature: WebFeature = {
  name: 'reports',
  screens: (portal) =>
    portal === 'internal'
      ? [
          { path: 'reports', ...list },
          { path: 'reports/recipients', ...recipients },
        ]
      : [],
};

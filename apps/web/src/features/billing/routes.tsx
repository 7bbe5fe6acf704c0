import type { WebFeature } from '../../feature.ts';
import { featureScreen } from '../../screen-route.tsx';

/**
 * Invoices in every portal: staff run the month's billing, write manual invoices and record payments;
 * a customer or partner reads its own, downloads and prints them. One route here and the screens'
 * own routes in the feature's chunk (billing-routes.tsx): every route and chunk import written here
 * adds to the app's entry, which every home loads, and the homes are at their JavaScript budget.
 */
const screens = featureScreen(
  () => import('./billing-routes.tsx'),
  (m) => <m.BillingRoutes />,
);

export const billingFeature: WebFeature = {
  name: 'billing',
  screens: () => [{ path: 'billing/*', ...screens }],
};

import type { WebFeature } from '../../feature.ts';
import { featureScreen } from '../../screen-route.tsx';

const screens = () => import('./screens.ts');

/**
 * Invoices in every portal: staff run the month's billing, write manual invoices and record payments;
 * a customer or partner reads its own, downloads and prints them.
 */
export const billingFeature: WebFeature = {
  name: 'billing',
  screens: (portal) => [
    { path: 'billing', ...featureScreen(screens, (m) => <m.InvoicesPage />) },
    ...(portal === 'internal'
      ? [
          { path: 'billing/run', ...featureScreen(screens, (m) => <m.BillingRunPage />) },
          { path: 'billing/new', ...featureScreen(screens, (m) => <m.InvoiceFormPage />) },
        ]
      : []),
    { path: 'billing/:id', ...featureScreen(screens, (m) => <m.InvoiceDetailPage />) },
    { path: 'billing/:id/print', ...featureScreen(screens, (m) => <m.InvoicePrintPage />) },
  ],
};

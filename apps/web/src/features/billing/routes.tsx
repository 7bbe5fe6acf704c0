import type { WebFeature } from '../../feature.ts';
import { featureScreen } from '../../screen-route.tsx';

const list = featureScreen(
  () => import('./invoices-page.tsx'),
  (m) => <m.InvoicesPage />,
);
const detail = featureScreen(
  () => import('./invoice-detail-page.tsx'),
  (m) => <m.InvoiceDetailPage />,
);
const form = () => import('./invoice-form-page.tsx');

/**
 * Invoices in every portal: a customer or partner reads its own, downloads and prints them; staff also
 * run the month's billing, write manual invoices and change proformas.
 */
export const billingFeature: WebFeature = {
  name: 'billing',
  screens: (portal) => [
    { path: 'billing', ...list },
    ...(portal === 'internal'
      ? [
          {
            path: 'billing/run',
            ...featureScreen(
              () => import('./billing-run-page.tsx'),
              (m) => <m.BillingRunPage />,
            ),
          },
          { path: 'billing/new', ...featureScreen(form, (m) => <m.InvoiceFormPage />) },
          { path: 'billing/:id/edit', ...featureScreen(form, (m) => <m.InvoiceEditPage />) },
        ]
      : []),
    { path: 'billing/:id', ...detail },
  ],
};

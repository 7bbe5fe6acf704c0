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
const print = featureScreen(
  () => import('./invoice-print-page.tsx'),
  (m) => <m.InvoicePrintPage />,
);

/**
 * Invoices in every portal: staff run the month's billing, write manual invoices and record payments;
 * a customer or partner reads its own, downloads and prints them.
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
          {
            path: 'billing/new',
            ...featureScreen(
              () => import('./invoice-form-page.tsx'),
              (m) => <m.InvoiceFormPage />,
            ),
          },
        ]
      : []),
    { path: 'billing/:id', ...detail },
    { path: 'billing/:id/print', ...print },
  ],
};

import { portalOfPath } from '@sirkula/domain/auth/portals';
import { type ComponentType, lazy } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';

/** A screen in a chunk of its own, fetched the first time its route matches. */
function screen<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  const Screen = lazy(async () => ({ default: pick(await load()) }));
  return <Screen />;
}

/** What every portal reads: the list and an invoice (printed as its PDF). */
const shared: RouteObject[] = [
  {
    index: true,
    element: screen(
      () => import('./invoices-page.tsx'),
      (m) => m.InvoicesPage,
    ),
  },
  {
    path: ':id',
    element: screen(
      () => import('./invoice-detail-page.tsx'),
      (m) => m.InvoiceDetailPage,
    ),
  },
  {
    path: '*',
    element: screen(
      () => import('../public/not-found-page.tsx'),
      (m) => m.NotFoundPage,
    ),
  },
];

/** Staff also run the month's billing, write manual invoices and change proformas. */
const staff: RouteObject[] = [
  {
    path: 'run',
    element: screen(
      () => import('./billing-run-page.tsx'),
      (m) => m.BillingRunPage,
    ),
  },
  {
    path: 'new',
    element: screen(
      () => import('./invoice-form-page.tsx'),
      (m) => m.InvoiceFormPage,
    ),
  },
  {
    path: ':id/edit',
    element: screen(
      () => import('./invoice-form-page.tsx'),
      (m) => m.InvoiceEditPage,
    ),
  },
  ...shared,
];

/**
 * The billing screens under `/<portal>/billing`. The portal is read from the address, not the
 * session, so this chunk needs nothing the entry does not hold already.
 */
export function BillingRoutes() {
  const internal = portalOfPath(useLocation().pathname) === 'internal';
  return useRoutes(internal ? staff : shared);
}

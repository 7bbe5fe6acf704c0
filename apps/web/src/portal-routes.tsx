import type { MenuKey, Portal } from '@sirkula/domain/portals';
import { Outlet, type RouteObject } from 'react-router';
import { featureScreen, lazyScreen } from './screen-route.tsx';

type ModuleKey = Exclude<MenuKey, 'home' | 'profile'>;
type CompanyPortal = Exclude<Portal, 'internal'>;

/** Modules with screens of their own; the other menu entries show the 'not yet available' page. */
const MODULES_WITH_SCREENS: readonly ModuleKey[] = ['users', 'companies', 'company', 'contracts', 'waste'];

/** Customer and partner modules that need a complete company profile first. */
const NEEDS_COMPANY_PROFILE: readonly ModuleKey[] = ['contracts', 'waste', 'billing'];

const dashboard = () => import('./features/dashboard/home-page.tsx');
const profileGate = () => import('./components/company-profile-gate.tsx');

/**
 * Each portal's home: the dashboard's greeting around what the reader needs next, taken from the
 * features that hold it (features do not import each other, so they meet here). A customer or partner
 * is first asked to finish an incomplete company profile, as in its other modules.
 */
function homeScreen(portal: Portal): Pick<RouteObject, 'element' | 'handle'> {
  switch (portal) {
    case 'internal':
      return featureScreen(
        () => Promise.all([dashboard(), import('./features/waste/staff-home.tsx')]),
        ([home, waste]) => (
          <home.HomePage>
            <waste.StaffWasteHome />
          </home.HomePage>
        ),
      );
    case 'customer':
      return featureScreen(
        () => Promise.all([dashboard(), profileGate(), import('./features/waste/customer-home.tsx')]),
        ([home, gate, waste]) => (
          <home.HomePage>
            <gate.CompanyProfileGate portal="customer" headingOrder={2}>
              <waste.CustomerWasteHome />
            </gate.CompanyProfileGate>
          </home.HomePage>
        ),
      );
    case 'partner':
      return featureScreen(
        () =>
          Promise.all([
            dashboard(),
            profileGate(),
            import('./features/contracts/active-contracts-home.tsx'),
            import('./features/waste/partner-home.tsx'),
          ]),
        ([home, gate, contracts, waste]) => (
          <home.HomePage>
            <gate.CompanyProfileGate portal="partner" headingOrder={2}>
              <contracts.ActiveContractsHome portal="partner" />
              <waste.PartnerWasteHome />
            </gate.CompanyProfileGate>
          </home.HomePage>
        ),
      );
  }
}

/** Every portal lists contracts: staff all of them, a customer or partner its own. */
const contractList = featureScreen(
  () => import('./features/contracts/contracts-page.tsx'),
  (m) => <m.ContractsPage />,
);

/** A customer's or partner's pages behind the company profile gate; the gate is a layout around them. */
function behindProfileGate(portal: CompanyPortal, children: RouteObject[]): RouteObject {
  return {
    ...featureScreen(
      () => import('./components/company-profile-gate.tsx'),
      (m) => (
        <m.CompanyProfileGate portal={portal}>
          <Outlet />
        </m.CompanyProfileGate>
      ),
    ),
    children,
  };
}

function placeholderRoutes(modules: readonly ModuleKey[]): RouteObject[] {
  return modules.map((module) => ({
    path: module,
    ...lazyScreen(
      () => import('./components/portal/module-page.tsx'),
      (m) => <m.ModulePage key={module} module={module} />,
    ),
  }));
}

function accountRoutes(portal: Portal): RouteObject[] {
  const home = homeScreen(portal);
  return [
    { index: true, ...home },
    { path: 'home', ...home },
    {
      path: 'profile',
      ...featureScreen(
        () => import('./features/users/profile-page.tsx'),
        (m) => <m.ProfilePage />,
      ),
    },
    {
      path: 'change-password',
      ...lazyScreen(
        () => import('./features/auth/change-password-page.tsx'),
        (m) => <m.ChangePasswordPage />,
      ),
    },
    {
      path: 'users',
      ...featureScreen(
        () => import('./features/users/users-page.tsx'),
        (m) => <m.UsersPage />,
      ),
    },
    ...(portal === 'internal'
      ? [
          {
            path: 'users/:id',
            ...featureScreen(
              () => import('./features/users/user-detail-page.tsx'),
              (m) => <m.UserDetailPage />,
            ),
          },
        ]
      : []),
  ];
}

/** Waste records in every portal; a customer's or partner's stay behind the company profile gate. */
function wasteRoutes(): RouteObject[] {
  const list = featureScreen(
    () => import('./features/waste/waste-page.tsx'),
    (m) => <m.WastePage />,
  );
  const form = featureScreen(
    () => import('./features/waste/pickup-request-page.tsx'),
    (m) => <m.PickupRequestPage />,
  );
  const detail = featureScreen(
    () => import('./features/waste/waste-detail-page.tsx'),
    (m) => <m.WasteDetailPage />,
  );
  const labels = () => import('./features/waste/label-page.tsx');
  return [
    { path: 'waste', ...list },
    { path: 'waste/new', ...form },
    { path: 'waste/labels', ...featureScreen(labels, (m) => <m.WasteLabelSheetPage />) },
    { path: 'waste/:id', ...detail },
    { path: 'waste/:id/edit', ...form },
    { path: 'waste/:id/label', ...featureScreen(labels, (m) => <m.WasteLabelPage />) },
  ];
}

/** Staff manage companies and contracts; their screens are the internal portal's own. */
function internalRoutes(modules: readonly ModuleKey[]): RouteObject[] {
  return [
    {
      path: 'companies',
      ...featureScreen(
        () => import('./features/companies/companies-page.tsx'),
        (m) => <m.CompaniesPage />,
      ),
    },
    {
      path: 'companies/:id',
      ...featureScreen(
        () => import('./features/companies/company-detail-page.tsx'),
        (m) => <m.CompanyDetailPage />,
      ),
    },
    { path: 'contracts', ...contractList },
    {
      path: 'contracts/:id',
      ...featureScreen(
        () => import('./features/contracts/contract-detail-page.tsx'),
        (m) => <m.ContractDetailPage />,
      ),
    },
    ...wasteRoutes(),
    ...placeholderRoutes(modules),
  ];
}

/** A customer or partner edits its own company and reads its own contracts, mostly behind the gate. */
function companyRoutes(portal: CompanyPortal, modules: readonly ModuleKey[]): RouteObject[] {
  const gated = modules.filter((module) => NEEDS_COMPANY_PROFILE.includes(module));
  return [
    {
      path: 'company',
      ...featureScreen(
        () => import('./features/companies/company-profile-page.tsx'),
        (m) => <m.CompanyProfilePage />,
      ),
    },
    ...placeholderRoutes(modules.filter((module) => !gated.includes(module))),
    behindProfileGate(portal, [
      { path: 'contracts', ...contractList },
      {
        path: 'contracts/:id',
        ...featureScreen(
          () => import('./features/contracts/contract-summary-page.tsx'),
          (m) => <m.ContractSummaryPage portal={portal} />,
        ),
      },
      ...wasteRoutes(),
      ...placeholderRoutes(gated),
    ]),
  ];
}

/**
 * One portal: its layout (header, menu, footer) is a chunk of its own that public visitors never
 * download, and each of its screens is another, loaded together with the layout on a first visit.
 */
export function portalRoutes(portal: Portal, menu: readonly MenuKey[]): RouteObject {
  const placeholders = menu.filter(
    (key): key is ModuleKey => key !== 'home' && key !== 'profile' && !MODULES_WITH_SCREENS.includes(key),
  );
  return {
    path: `/${portal}`,
    ...lazyScreen(
      () => import('./components/portal/portal-layout.tsx'),
      (m) => <m.PortalLayout portal={portal} />,
    ),
    children: [
      ...accountRoutes(portal),
      ...(portal === 'internal' ? internalRoutes(placeholders) : companyRoutes(portal, placeholders)),
      {
        path: '*',
        ...lazyScreen(
          () => import('./features/public/not-found-page.tsx'),
          (m) => <m.NotFoundPage />,
        ),
      },
    ],
  };
}

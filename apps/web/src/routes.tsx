import { COMPANY_MENU, INTERNAL_MENU, type MenuKey, type Portal } from '@sirkula/domain/portals';
import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { CompanyProfileGate } from './components/company-profile-gate.tsx';
import { ModulePage } from './components/portal/module-page.tsx';
import { PortalLayout } from './components/portal/portal-layout.tsx';
import { PublicLayout } from './components/public-layout.tsx';
import { ChangePasswordPage } from './features/auth/change-password-page.tsx';
import { ForgotPasswordPage } from './features/auth/forgot-password-page.tsx';
import { LoginPage } from './features/auth/login-page.tsx';
import { RegisterPage } from './features/auth/register-page.tsx';
import { ResetPasswordPage } from './features/auth/reset-password-page.tsx';
import { VerifyEmailPage } from './features/auth/verify-email-page.tsx';
import { CompaniesPage } from './features/companies/companies-page.tsx';
import { CompanyDetailPage } from './features/companies/company-detail-page.tsx';
import { CompanyProfilePage } from './features/companies/company-profile-page.tsx';
import { ContractDetailPage } from './features/contracts/contract-detail-page.tsx';
import { ContractSummaryPage } from './features/contracts/contract-summary-page.tsx';
import { ContractsPage } from './features/contracts/contracts-page.tsx';
import { HomePage } from './features/dashboard/home-page.tsx';
import { LegalPage } from './features/legal/legal-page.tsx';
import { LandingPage } from './features/public/landing-page.tsx';
import { NotFoundPage } from './features/public/not-found-page.tsx';
import { OverviewPage } from './features/public/overview-page.tsx';
import { ProfilePage } from './features/users/profile-page.tsx';
import { UserDetailPage } from './features/users/user-detail-page.tsx';
import { UsersPage } from './features/users/users-page.tsx';
import { WasteLabelPage, WasteLabelSheetPage } from './features/waste/label-page.tsx';
import { PickupRequestPage } from './features/waste/pickup-request-page.tsx';
import { PublicTrackPage } from './features/waste/public-track-page.tsx';
import { WasteDetailPage } from './features/waste/waste-detail-page.tsx';
import { WastePage } from './features/waste/waste-page.tsx';

type ModuleKey = Exclude<MenuKey, 'home' | 'profile'>;

/** Customer and partner modules that need a complete company profile first. */
const NEEDS_COMPANY_PROFILE: readonly ModuleKey[] = ['contracts', 'waste', 'billing'];

function moduleElement(portal: Portal, module: ModuleKey) {
  const page = <ModulePage key={module} module={module} />;
  if (portal === 'internal' || !NEEDS_COMPANY_PROFILE.includes(module)) return page;
  return <CompanyProfileGate portal={portal}>{page}</CompanyProfileGate>;
}

/** Contracts: internal staff manage them; a customer or partner reads its own, behind the profile gate. */
function contractRoutes(portal: Portal): RouteObject[] {
  if (portal === 'internal') {
    return [
      { path: 'contracts', element: <ContractsPage /> },
      { path: 'contracts/:id', element: <ContractDetailPage /> },
    ];
  }
  const gated = (page: ReactNode) => <CompanyProfileGate portal={portal}>{page}</CompanyProfileGate>;
  return [
    { path: 'contracts', element: gated(<ContractsPage />) },
    { path: 'contracts/:id', element: gated(<ContractSummaryPage portal={portal} />) },
  ];
}

/** Waste records in every portal; a customer's or partner's stay behind the company profile gate. */
function wasteRoutes(portal: Portal): RouteObject[] {
  const gated = (page: ReactNode) =>
    portal === 'internal' ? page : <CompanyProfileGate portal={portal}>{page}</CompanyProfileGate>;
  return [
    { path: 'waste', element: gated(<WastePage />) },
    { path: 'waste/new', element: gated(<PickupRequestPage />) },
    { path: 'waste/labels', element: gated(<WasteLabelSheetPage />) },
    { path: 'waste/:id', element: gated(<WasteDetailPage />) },
    { path: 'waste/:id/edit', element: gated(<PickupRequestPage />) },
    { path: 'waste/:id/label', element: gated(<WasteLabelPage />) },
  ];
}

function portalRoutes(portal: Portal, menu: readonly MenuKey[]): RouteObject {
  const modules = menu.filter(
    (key): key is ModuleKey => key !== 'home' && key !== 'profile' && key !== 'users',
  );
  return {
    path: `/${portal}`,
    element: <PortalLayout portal={portal} />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'home', element: <HomePage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'change-password', element: <ChangePasswordPage /> },
      { path: 'users', element: <UsersPage /> },
      ...(portal === 'internal' ? [{ path: 'users/:id', element: <UserDetailPage /> }] : []),
      ...(portal === 'internal'
        ? [
            { path: 'companies', element: <CompaniesPage /> },
            { path: 'companies/:id', element: <CompanyDetailPage /> },
          ]
        : [{ path: 'company', element: <CompanyProfilePage /> }]),
      ...contractRoutes(portal),
      ...wasteRoutes(portal),
      ...modules
        .filter((module) => module !== 'companies' && module !== 'company')
        .filter((module) => module !== 'contracts')
        .filter((module) => module !== 'waste')
        .map((module) => ({ path: module, element: moduleElement(portal, module) })),
      { path: '*', element: <NotFoundPage /> },
    ],
  };
}

export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/overview', element: <OverviewPage /> },
      { path: '/public/auth/login', element: <LoginPage /> },
      { path: '/public/auth/register', element: <RegisterPage /> },
      { path: '/public/auth/verify-email', element: <VerifyEmailPage /> },
      { path: '/public/auth/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/public/auth/reset-password', element: <ResetPasswordPage /> },
      { path: '/public/legal/privacy-policy', element: <LegalPage document="privacyPolicy" /> },
      { path: '/public/legal/terms-of-service', element: <LegalPage document="termsOfService" /> },
      { path: '/public/legal/cookie-policy', element: <LegalPage document="cookiePolicy" /> },
      { path: '/public/track/:registrationNumber', element: <PublicTrackPage /> },
      { path: '/404', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  portalRoutes('internal', INTERNAL_MENU),
  portalRoutes('customer', COMPANY_MENU),
  portalRoutes('partner', COMPANY_MENU),
]);

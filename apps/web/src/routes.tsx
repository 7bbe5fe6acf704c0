import { COMPANY_MENU, INTERNAL_MENU, portalOfPath } from '@sirkula/domain/auth/portals';
import { useEffect } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { BootFrame } from './components/boot-frame.tsx';
import { PublicLayout } from './components/public-layout.tsx';
import { RouteBoundary } from './components/route-boundary.tsx';
import { WEB_FEATURES } from './features/registry.ts';
import { portalRoutes } from './portal-routes.tsx';
import { lazyScreen, preloadScreens } from './screen-route.tsx';

const LEGAL_DOCUMENTS = {
  'privacy-policy': 'privacyPolicy',
  'terms-of-service': 'termsOfService',
  'cookie-policy': 'cookiePolicy',
} as const;

/**
 * The public pages; the layout is eager because almost every first visit starts here. The few that read
 * through the query cache sit in its scope, so the others show without the query library.
 */
const publicPages: RouteObject[] = [
  {
    path: '/',
    ...lazyScreen(
      () => import('./features/public/landing-page.tsx'),
      (m) => <m.LandingPage />,
    ),
  },
  {
    path: '/overview',
    ...lazyScreen(
      () => import('./features/public/overview-page.tsx'),
      (m) => <m.OverviewPage />,
    ),
  },
  {
    path: '/public/auth/login',
    ...lazyScreen(
      () => import('./features/auth/login-page.tsx'),
      (m) => <m.LoginPage />,
    ),
  },
  {
    path: '/public/auth/register',
    ...lazyScreen(
      () => import('./features/auth/register-page.tsx'),
      (m) => <m.RegisterPage />,
    ),
  },
  {
    path: '/public/auth/forgot-password',
    ...lazyScreen(
      () => import('./features/auth/forgot-password-page.tsx'),
      (m) => <m.ForgotPasswordPage />,
    ),
  },
  {
    path: '/public/auth/reset-password',
    ...lazyScreen(
      () => import('./features/auth/reset-password-page.tsx'),
      (m) => <m.ResetPasswordPage />,
    ),
  },
  ...(['privacy-policy', 'terms-of-service', 'cookie-policy'] as const).map((slug) => ({
    path: `/public/legal/${slug}`,
    ...lazyScreen(
      () => import('./features/legal/legal-page.tsx'),
      (m) => <m.LegalPage document={LEGAL_DOCUMENTS[slug]} />,
    ),
  })),
  {
    ...lazyScreen(
      () => import('./components/query-scope.tsx'),
      (m) => <m.QueryScope />,
    ),
    children: [
      {
        path: '/public/auth/verify-email',
        ...lazyScreen(
          () => import('./features/auth/verify-email-page.tsx'),
          (m) => <m.VerifyEmailPage />,
        ),
      },
      ...WEB_FEATURES.flatMap((feature) => feature.public ?? []),
    ],
  },
  {
    path: '/404',
    ...lazyScreen(
      () => import('./features/public/not-found-page.tsx'),
      (m) => <m.NotFoundPage />,
    ),
  },
  {
    path: '*',
    ...lazyScreen(
      () => import('./features/public/not-found-page.tsx'),
      (m) => <m.NotFoundPage />,
    ),
  },
];

/** Every route of the app: the public pages around their layout, then one tree per portal. */
export const appRoutes: RouteObject[] = [
  { element: <PublicLayout />, children: publicPages },
  portalRoutes('internal', INTERNAL_MENU),
  portalRoutes('customer', COMPANY_MENU),
  portalRoutes('partner', COMPANY_MENU),
];

export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(appRoutes);
  useEffect(() => preloadScreens(appRoutes, pathname), [pathname]);
  // One boundary per portal (and one for the public pages): a layout stays mounted while its pages change.
  // While a layout's code is on its way, the frame index.html drew stays.
  return (
    <RouteBoundary key={portalOfPath(pathname) ?? 'public'} fallback={<BootFrame pathname={pathname} />}>
      {element}
    </RouteBoundary>
  );
}

import type { MenuKey, Portal } from '@sirkula/domain/auth/portals';
import { Outlet, type RouteObject } from 'react-router';
import { WEB_FEATURES } from './features/registry.ts';
import type { FeatureTexts } from './lib/i18n.ts';
import { featureScreen, lazyScreen } from './screen-route.tsx';

type ModuleKey = Exclude<MenuKey, 'home' | 'profile'>;
type CompanyPortal = Exclude<Portal, 'internal'>;

/** Customer and partner modules that need a complete company profile first. */
const NEEDS_COMPANY_PROFILE: readonly string[] = ['contracts', 'waste', 'billing'] satisfies ModuleKey[];

const GATE_TEXTS: readonly FeatureTexts[] = ['companies'];

/**
 * A portal's home: the greeting around what each feature says the reader needs next. A customer or
 * partner is first asked to finish an incomplete company profile, as in its other modules.
 */
function homeScreen(portal: Portal): Pick<RouteObject, 'element' | 'handle'> {
  const sections = WEB_FEATURES.flatMap((feature) => {
    const load = feature.home?.(portal);
    return load ? [{ name: feature.name, load, texts: [feature.name, ...(feature.homeTexts ?? [])] }] : [];
  });
  // The home waits for its parts' texts only; the profile gate reads the companies module's.
  const texts = new Set([
    ...sections.flatMap((section) => section.texts),
    ...(portal === 'internal' ? [] : GATE_TEXTS),
  ]);
  return featureScreen(
    () =>
      Promise.all([
        import('./features/dashboard/home-page.tsx'),
        portal === 'internal' ? null : import('./components/company-profile-gate.tsx'),
        Promise.all(sections.map(({ load }) => load())),
      ]),
    ([home, gate, parts]) => {
      const content = parts.map((Section, index) => <Section key={sections[index]?.name} />);
      return (
        <home.HomePage>
          {gate && portal !== 'internal' ? (
            <gate.CompanyProfileGate portal={portal} headingOrder={2}>
              {content}
            </gate.CompanyProfileGate>
          ) : (
            content
          )}
        </home.HomePage>
      );
    },
    [...texts],
  );
}

/** The menu entry a screen fills: the first segment of its path. */
function menuEntryOf(route: RouteObject): string {
  return route.path?.split('/')[0] ?? '';
}

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

/** Menu entries no feature fills yet: their title, purpose and 'not yet available'. */
function placeholderRoutes(menu: readonly MenuKey[], screens: RouteObject[]): RouteObject[] {
  const filled = new Set(screens.map(menuEntryOf));
  return menu
    .filter((key): key is ModuleKey => key !== 'home' && key !== 'profile' && !filled.has(key))
    .map((module) => ({
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
  ];
}

/** A portal's module screens: the registered features' and the placeholders, gated where they must be. */
function moduleRoutes(portal: Portal, menu: readonly MenuKey[]): RouteObject[] {
  const screens = WEB_FEATURES.flatMap((feature) => feature.screens(portal));
  const all = [...screens, ...placeholderRoutes(menu, screens)];
  if (portal === 'internal') return all;
  const gated = (route: RouteObject) => NEEDS_COMPANY_PROFILE.includes(menuEntryOf(route));
  return [...all.filter((route) => !gated(route)), behindProfileGate(portal, all.filter(gated))];
}

/**
 * One portal: its layout (header, menu, footer) is a chunk of its own that public visitors never
 * download, and each of its screens is another, loaded together with the layout on a first visit.
 */
export function portalRoutes(portal: Portal, menu: readonly MenuKey[]): RouteObject {
  return {
    path: `/${portal}`,
    ...lazyScreen(
      () => import('./components/portal/portal-layout.tsx'),
      (m) => <m.PortalLayout portal={portal} />,
    ),
    children: [
      ...accountRoutes(portal),
      ...moduleRoutes(portal, menu),
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

import { Anchor, AppShell, Burger, Button, Group, NavLink, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  changePasswordPath,
  guardPath,
  LOGIN_PATH,
  type Portal,
  portalHome,
  portalMenu,
} from '@sirkula/domain/portals';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/forms.ts';
import { sessionQuery } from '../../lib/session.ts';
import { clearStoredSession, getStoredSession } from '../../lib/stored-session.ts';
import { Brand } from '../brand.tsx';
import { Footer } from '../footer.tsx';
import { LanguageToggle } from '../language-toggle.tsx';
import { LoadingSpinner } from '../loading-spinner.tsx';
import { NotificationBanner } from '../notification-banner.tsx';
import { RouteOutlet } from '../route-outlet.tsx';
import { PortalSessionContext } from './portal-session.ts';
import { useLogout } from './use-logout.ts';
import { UserMenu } from './user-menu.tsx';

// Asked for seldom: the dialog's code (Mantine's modal) comes with the first 'Log out', not with
// every portal page.
const LogoutDialog = lazy(() =>
  import('./logout-dialog.tsx').then((module) => ({ default: module.LogoutDialog })),
);

/**
 * The chrome of one portal. The browser-stored session decides what to draw at once (the
 * specification's guard); the server's session answer then decides who the user really is.
 */
export function PortalLayout({ portal }: { portal: Portal }) {
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout(portal);
  const decision = logout.loggedOut
    ? ({ action: 'render' } as const)
    : guardPath(location.pathname, getStoredSession());

  useEffect(() => {
    if (decision.action !== 'redirect') return;
    if (decision.clearStorage) clearStoredSession();
    navigate(decision.to, { replace: true });
  }, [decision, navigate]);

  if (decision.action === 'redirect') return null;
  if (logout.loggedOut) return <LoggedOut portal={portal} banner={logout.banner} />;
  return <SignedInShell portal={portal} logout={logout} />;
}

function LoggedOut({ portal, banner }: { portal: Portal; banner: ReturnType<typeof useLogout>['banner'] }) {
  const { t } = useTranslation();
  return (
    <Stack p="xl" maw={560} mx="auto" gap="lg">
      <Brand suffix={t(`portal.suffix.${portal}`)} />
      {banner && <NotificationBanner {...banner} />}
    </Stack>
  );
}

function SignedInShell({ portal, logout }: { portal: Portal; logout: ReturnType<typeof useLogout> }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const session = useQuery(sessionQuery);
  const [logoutAsked, setLogoutAsked] = useState(false);

  // A menu choice on a phone closes the slide-over.
  const path = location.pathname;
  useEffect(() => {
    if (path) close();
  }, [path, close]);

  if (session.isPending) return <LoadingSpinner />;
  if (session.isError) {
    if (session.error instanceof ApiError && session.error.status === 401) {
      clearStoredSession();
      return <Navigate to={LOGIN_PATH} replace />;
    }
    return (
      <Stack p="xl" maw={560} mx="auto">
        <NotificationBanner type="error" message={errorMessage(session.error, t)} />
        <Button onClick={() => session.refetch()}>{t('common.retry')}</Button>
      </Stack>
    );
  }
  const { user } = session.data;
  if (user.userType !== portal) return <Navigate to={portalHome(user.userType)} replace />;
  if (user.mustChangePassword && location.pathname !== changePasswordPath(portal)) {
    return <Navigate to={changePasswordPath(portal)} replace />;
  }

  const menu = portalMenu(portal, user.role === 'admin');
  return (
    <PortalSessionContext.Provider value={session.data}>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t(opened ? 'portal.closeMenu' : 'portal.openMenu')}
              />
              <Anchor
                component={Link}
                to={portalHome(portal)}
                underline="never"
                aria-label={t('portal.homeLink')}
              >
                <Brand suffix={t(`portal.suffix.${portal}`)} />
              </Anchor>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <LanguageToggle />
              <UserMenu
                name={user.name}
                profilePath={`/${portal}/profile`}
                onLogout={() => {
                  setLogoutAsked(true);
                  logout.ask();
                }}
              />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs" aria-label={t('portal.mainNavigation')} component="nav">
          <ScrollArea>
            {menu.map((entry) => (
              <NavLink
                key={entry.key}
                component={Link}
                to={entry.path}
                label={t(`menu.${entry.key}`)}
                active={location.pathname === entry.path}
                color="green"
                variant="filled"
              />
            ))}
          </ScrollArea>
        </AppShell.Navbar>
        <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
          <Stack gap="md" style={{ flex: 1 }}>
            {logout.banner && <NotificationBanner {...logout.banner} />}
            <RouteOutlet />
          </Stack>
          <Footer />
        </AppShell.Main>
      </AppShell>
      {logoutAsked && (
        <Suspense fallback={null}>
          <LogoutDialog
            opened={logout.confirming}
            busy={logout.busy}
            onCancel={logout.cancel}
            onConfirm={logout.confirm}
          />
        </Suspense>
      )}
    </PortalSessionContext.Provider>
  );
}

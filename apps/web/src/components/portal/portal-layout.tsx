import { Button, Stack } from '@mantine/core';
import {
  changePasswordPath,
  guardPath,
  LOGIN_PATH,
  type Portal,
  portalHome,
  portalMenu,
  USER_MENU_PAGES,
} from '@sirkula/domain/auth/portals';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/forms.ts';
import { sessionQuery } from '../../lib/session.ts';
import { clearStoredSession, getStoredSession } from '../../lib/stored-session.ts';
import { Brand } from '../brand.tsx';
import { LoadingSpinner } from '../loading-spinner.tsx';
import { NotificationBanner } from '../notification-banner.tsx';
import { QueryScope } from '../query-scope.tsx';
import { RouteOutlet } from '../route-outlet.tsx';
import { PortalFrame } from './portal-frame.tsx';
import { PortalSessionContext } from './portal-session.ts';
import { useLogout } from './use-logout.ts';
import { UserMenu } from './user-menu.tsx';

// Asked for seldom: the dialog's code (Mantine's modal) comes with the first 'Log out', not with
// every portal page.
const LogoutDialog = lazy(() =>
  import('./logout-dialog.tsx').then((module) => ({ default: module.LogoutDialog })),
);

/** The chrome of one portal, whose pages read through the query cache. */
export function PortalLayout({ portal }: { portal: Portal }) {
  return (
    <QueryScope>
      <PortalGuard portal={portal} />
    </QueryScope>
  );
}

/**
 * The browser-stored session decides what to draw at once (the specification's guard); the server's
 * session answer then decides who the user really is.
 */
function PortalGuard({ portal }: { portal: Portal }) {
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
  const session = useQuery(sessionQuery);
  const [logoutAsked, setLogoutAsked] = useState(false);

  // While the server checks the session, the frame is drawn with the menu the stored session
  // suggests, so a reload shows the portal at once rather than a blank page.
  if (session.isPending) {
    const storedAdmin = getStoredSession()?.userRole === 'admin';
    return (
      <PortalFrame portal={portal} menu={portalMenu(portal, storedAdmin)}>
        <LoadingSpinner fill />
      </PortalFrame>
    );
  }
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

  const userMenu = (
    <UserMenu
      name={user.name}
      profilePath={`/${portal}/profile`}
      pages={USER_MENU_PAGES[portal].map((key) => ({ key, path: `/${portal}/${key}` }))}
      onLogout={() => {
        setLogoutAsked(true);
        logout.ask();
      }}
    />
  );
  return (
    <PortalSessionContext.Provider value={session.data}>
      <PortalFrame portal={portal} menu={portalMenu(portal, user.role === 'admin')} userMenu={userMenu}>
        <Stack gap="md" style={{ flex: 1 }}>
          {logout.banner && <NotificationBanner {...logout.banner} />}
          <RouteOutlet />
        </Stack>
      </PortalFrame>
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

import type { Portal } from '@sirkula/domain/auth/portals';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { logout } from '../../lib/session.ts';
import { clearStoredSession } from '../../lib/stored-session.ts';
import type { Banner } from '../notification-banner.tsx';

export const LOGOUT_REDIRECT_DELAY_MS = 1500;

/**
 * Logout as the specification has it: confirm, sign out on the server, clear the stored session
 * (the language stays), say so, and go to / after 1.5 s.
 */
export function useLogout(portal: Portal) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [loggedOut, setLoggedOut] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);

  async function confirm() {
    setBusy(true);
    try {
      await logout();
      clearStoredSession();
      setLoggedOut(true);
      setConfirming(false);
      setBanner({ type: 'success', message: t('auth.logout.success') });
      setTimeout(() => {
        queryClient.clear();
        navigate('/');
      }, LOGOUT_REDIRECT_DELAY_MS);
    } catch (error) {
      setConfirming(false);
      const message =
        portal === 'internal'
          ? t('auth.logout.errorDuring')
          : error instanceof ApiError && error.message
            ? error.message
            : t('auth.logout.failed');
      setBanner({ type: 'error', message });
    } finally {
      setBusy(false);
    }
  }

  return {
    confirming,
    busy,
    loggedOut,
    banner,
    dismissBanner: () => setBanner(null),
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm,
  };
}

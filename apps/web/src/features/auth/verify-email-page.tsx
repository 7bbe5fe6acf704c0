import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { errorMessage } from '../../lib/forms.ts';
import { verifyEmail } from './api.ts';
import { AuthCard } from './auth-card.tsx';

/** The link in the verification e-mail lands here and activates the account. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const verification = useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  return (
    <AuthCard title={t('auth.verify.title')}>
      {!token && <NotificationBanner type="success" message={t('auth.verify.checkInbox')} />}
      {token && verification.isPending && <LoadingSpinner />}
      {verification.isSuccess && <NotificationBanner type="success" message={t('auth.verify.success')} />}
      {verification.isError && (
        <NotificationBanner type="error" message={errorMessage(verification.error, t)} />
      )}
      <Button
        component={Link}
        to="/public/auth/login"
        color="green"
        variant={verification.isSuccess ? 'filled' : 'light'}
      >
        {t('auth.verify.goToLogin')}
      </Button>
    </AuthCard>
  );
}

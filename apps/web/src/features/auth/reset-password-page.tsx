import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ResetPasswordInput, resetPasswordInput } from '@sirkula/domain/auth/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { PasswordHints } from '../../components/password-hints.tsx';
import { errorMessage, fieldErrors, validateWith } from '../../lib/forms.ts';
import { resetPassword } from './api.ts';
import { AuthCard } from './auth-card.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [banner, setBanner] = useState<Banner | null>(
    token ? null : { type: 'error', message: t('auth.reset.invalidLink') },
  );
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm<ResetPasswordInput>({
    initialValues: { token, password: '', confirmPassword: '' },
    validate: validateWith(resetPasswordInput, t),
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      setBanner({ type: 'success', message: (await resetPassword(values)).message });
      setDone(true);
    } catch (error) {
      form.setErrors(fieldErrors(error));
      setBanner({ type: 'error', message: errorMessage(error, t, 'auth.reset.invalidLink') });
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard title={t('auth.reset.title')}>
      {banner && <NotificationBanner {...banner} />}
      {done || !token ? (
        <Button
          component={Link}
          to={done ? '/public/auth/login' : '/public/auth/forgot-password'}
          color="green"
        >
          {done ? t('auth.verify.goToLogin') : t('auth.forgot.submit')}
        </Button>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <PasswordInput
              label={t('auth.reset.newPassword')}
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
            />
            <PasswordHints password={form.values.password} />
            <PasswordInput
              label={t('auth.reset.confirmPassword')}
              autoComplete="new-password"
              required
              {...form.getInputProps('confirmPassword')}
            />
            <Button type="submit" color="green" loading={busy}>
              {t('auth.reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}

import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ForgotPasswordInput, forgotPasswordInput } from '@sirkula/domain/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { errorMessage, validateWith } from '../../lib/forms.ts';
import { forgotPassword } from './api.ts';
import { AuthCard } from './auth-card.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<ForgotPasswordInput>({
    initialValues: { email: '' },
    validate: validateWith(forgotPasswordInput, t),
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      setBanner({ type: 'success', message: (await forgotPassword(values)).message });
    } catch (error) {
      setBanner({ type: 'error', message: errorMessage(error, t) });
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard title={t('auth.forgot.title')} intro={t('auth.forgot.intro')}>
      {banner && <NotificationBanner {...banner} />}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <Button type="submit" color="green" loading={busy}>
            {t('auth.forgot.submit')}
          </Button>
          <Anchor component={Link} to="/public/auth/login" size="sm" ta="center">
            {t('auth.forgot.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}

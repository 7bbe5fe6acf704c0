import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ForgotPasswordInput, forgotPasswordInput } from '@sirkula/domain/auth/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { validateWith } from '../../lib/forms.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { forgotPassword } from './api.ts';
import { AuthCard } from './auth-card.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useForm<ForgotPasswordInput>({
    initialValues: { email: '' },
    validate: validateWith(forgotPasswordInput, t),
  });

  const { busy, banner, run } = useSubmission();
  const submit = form.onSubmit((values) => run(async () => (await forgotPassword(values)).message));

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

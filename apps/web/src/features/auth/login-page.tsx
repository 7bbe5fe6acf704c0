import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SignedIn } from '@sirkula/domain/auth/answers';
import { pathAfterLogin } from '@sirkula/domain/auth/portals';
import type { LoginInput } from '@sirkula/domain/auth/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { errorMessage, lazySchema } from '../../lib/forms.ts';
import { writeStoredSession } from '../../lib/stored-session.ts';
import { login } from './api.ts';
import { AuthCard } from './auth-card.tsx';

const REDIRECT_DELAY_MS = 800;

const loginSchema = lazySchema(() => import('@sirkula/domain/auth/rules').then((m) => m.loginInput));

/**
 * The portal then starts from this session rather than asking for it again. The query cache arrives
 * during the redirect's pause: the sign-in page itself shows without it.
 */
async function rememberSession(answer: SignedIn) {
  const [{ queryClient }, { sessionQuery }] = await Promise.all([
    import('../../lib/query-client.ts'),
    import('../../lib/session.ts'),
  ]);
  queryClient.setQueryData(sessionQuery.queryKey, { user: answer.user, expiresAt: answer.expiresAt });
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<LoginInput>({
    initialValues: { email: '', password: '' },
    validate: loginSchema.validator(t),
  });

  const submit = loginSchema.submitWhenLoaded(
    form.onSubmit(async (values) => {
      setBusy(true);
      setBanner(null);
      try {
        const answer = await login(values);
        writeStoredSession(answer);
        void rememberSession(answer);
        setBanner({ type: 'success', message: answer.message });
        setTimeout(() => navigate(pathAfterLogin(answer.user)), REDIRECT_DELAY_MS);
      } catch (error) {
        setBanner({ type: 'error', message: errorMessage(error, t) });
        setBusy(false);
      }
    }),
  );

  return (
    <AuthCard title={t('auth.login.title')} intro={t('auth.login.intro')}>
      {banner && <NotificationBanner {...banner} />}
      <form onSubmit={submit} onInput={loginSchema.prefetch} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/public/auth/forgot-password" size="sm">
              {t('auth.login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" color="green" loading={busy}>
            {t('auth.login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth.login.noAccount')}{' '}
            <Anchor component={Link} to="/public/auth/register">
              {t('auth.login.registerLink')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}

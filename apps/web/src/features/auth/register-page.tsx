import { Anchor, Button, Checkbox, PasswordInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RegisterInput } from '@sirkula/domain/auth/rules';
import { useCallback, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { PasswordHints } from '../../components/password-hints.tsx';
import { SecurityCheck } from '../../components/security-check.tsx';
import { errorMessage, fieldErrors, lazySchema } from '../../lib/forms.ts';
import { captchaUrl, register } from './api.ts';
import { AuthCard } from './auth-card.tsx';

const REDIRECT_DELAY_MS = 1500;

const registrationSchema = lazySchema(() =>
  import('@sirkula/domain/auth/rules').then((m) => m.registerInput),
);

const emptyRegistration: RegisterInput = {
  name: '',
  email: '',
  confirmEmail: '',
  phone: '',
  password: '',
  confirmPassword: '',
  accountType: 'customer',
  companyName: '',
  acceptTerms: false as true,
  captcha: '',
};

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<RegisterInput>({
    initialValues: emptyRegistration,
    validate: registrationSchema.validator(t),
  });
  const setCaptcha = useCallback(
    (payload: string) => form.setFieldValue('captcha', payload),
    [form.setFieldValue],
  );

  const submit = registrationSchema.submitWhenLoaded(
    form.onSubmit(async (values) => {
      setBusy(true);
      setBanner(null);
      try {
        const answer = await register(values);
        setBanner({
          type: 'success',
          message: `${answer.message}\n${t('auth.register.checkEmail', { email: answer.email })}`,
        });
        setTimeout(
          () => navigate(`/public/auth/verify-email?email=${encodeURIComponent(answer.email)}`),
          REDIRECT_DELAY_MS,
        );
      } catch (error) {
        form.setErrors(fieldErrors(error));
        setBanner({ type: 'error', message: errorMessage(error, t, 'auth.register.failed') });
        setBusy(false);
      }
    }),
  );

  return (
    <AuthCard title={t('auth.register.title')} intro={t('auth.register.intro')}>
      {banner && <NotificationBanner {...banner} />}
      <form onSubmit={submit} onInput={registrationSchema.prefetch} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('auth.register.name')}
            autoComplete="name"
            required
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('auth.register.confirmEmail')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('confirmEmail')}
          />
          <TextInput
            label={t('auth.register.phone')}
            type="tel"
            autoComplete="tel"
            placeholder={t('auth.register.phonePlaceholder')}
            required
            {...form.getInputProps('phone')}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordHints password={form.values.password} />
          <PasswordInput
            label={t('auth.register.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Radio.Group label={t('auth.register.accountType')} required {...form.getInputProps('accountType')}>
            <Stack gap={6} mt={6}>
              <Radio value="customer" label={t('auth.register.customer')} />
              <Radio value="partner" label={t('auth.register.partner')} />
            </Stack>
          </Radio.Group>
          <TextInput
            label={t('auth.register.companyName')}
            autoComplete="organization"
            required
            {...form.getInputProps('companyName')}
          />
          <Checkbox
            label={
              <Trans
                i18nKey="auth.register.acceptTerms"
                components={{
                  terms: <Anchor component={Link} to="/public/legal/terms-of-service" target="_blank" />,
                  privacy: <Anchor component={Link} to="/public/legal/privacy-policy" target="_blank" />,
                }}
              />
            }
            {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
          />
          <SecurityCheck
            challengeUrl={captchaUrl}
            onChange={setCaptcha}
            error={form.errors.captcha as string | undefined}
          />
          <Button type="submit" color="green" loading={busy}>
            {t('auth.register.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth.register.haveAccount')}{' '}
            <Anchor component={Link} to="/public/auth/login">
              {t('auth.register.loginLink')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}

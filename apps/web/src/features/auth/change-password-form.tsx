import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ChangePasswordInput, changePasswordInput } from '@sirkula/domain/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { PasswordHints } from '../../components/password-hints.tsx';
import { errorMessage, fieldErrors, validateWith } from '../../lib/forms.ts';
import { changePassword, sessionQuery } from './api.ts';

export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<ChangePasswordInput>({
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    validate: validateWith(changePasswordInput, t),
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      const answer = await changePassword(values);
      form.reset();
      setBanner({ type: 'success', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      onChanged?.();
    } catch (error) {
      form.setErrors(fieldErrors(error));
      setBanner({ type: 'error', message: errorMessage(error, t) });
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {banner && <NotificationBanner {...banner} />}
        <PasswordInput
          label={t('auth.changePassword.currentPassword')}
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t('auth.changePassword.newPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordHints password={form.values.password} />
        <PasswordInput
          label={t('auth.changePassword.confirmPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" color="green" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {t('auth.changePassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}

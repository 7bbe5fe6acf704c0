import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ChangePasswordInput, changePasswordInput } from '@sirkula/domain/auth/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { validateWith } from '../lib/forms.ts';
import { changePassword, sessionQuery } from '../lib/session.ts';
import { useSubmission } from '../lib/use-submission.ts';
import { NotificationBanner } from './notification-banner.tsx';
import { PasswordHints } from './password-hints.tsx';

export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<ChangePasswordInput>({
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    validate: validateWith(changePasswordInput, t),
  });

  const { busy, banner, run } = useSubmission({ setErrors: form.setErrors });

  const submit = form.onSubmit(async (values) => {
    const changed = await run(async () => {
      const answer = await changePassword(values);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      return answer.message;
    });
    if (changed) onChanged?.();
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

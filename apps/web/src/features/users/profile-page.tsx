import { Button, Grid, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatPhone } from '@sirkula/domain/shared/format';
import type { Profile } from '@sirkula/domain/users/answers';
import { type UpdateProfileInput, updateProfileInput } from '@sirkula/domain/users/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../components/change-password-form.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { validateWith } from '../../lib/forms.ts';
import { profileQuery } from '../../lib/profile.ts';
import { sessionQuery } from '../../lib/session.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { updateProfile } from './api.ts';

export function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  const profile = useQuery(profileQuery);
  return (
    <Stack maw={760}>
      <Title order={1} size="h2">
        {t('profile.title')}
      </Title>
      {profile.isPending && <LoadingSpinner />}
      {profile.isError && <NotificationBanner type="error" message={t('profile.loadFailed')} />}
      {profile.data && <ProfileDetails profile={profile.data} />}
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('auth.changePassword.title')}
        </Title>
        <ChangePasswordForm />
      </Paper>
    </Stack>
  );
}

function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<UpdateProfileInput>({
    initialValues: { name: profile.name, phone: profile.phone ? formatPhone(profile.phone) : '' },
    validate: validateWith(updateProfileInput, t),
  });
  const { setValues } = form;
  useEffect(
    () => setValues({ name: profile.name, phone: profile.phone ? formatPhone(profile.phone) : '' }),
    [profile, setValues],
  );

  const { busy, banner, run } = useSubmission({ setErrors: form.setErrors });

  const submit = form.onSubmit((values) =>
    run(async () => {
      queryClient.setQueryData(profileQuery.queryKey, await updateProfile(values));
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      localStorage.setItem('userName', values.name.trim());
      return t('profile.saved');
    }),
  );

  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t('profile.details')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {banner && <NotificationBanner {...banner} />}
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('profile.name')}
                autoComplete="name"
                required
                {...form.getInputProps('name')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('profile.phone')}
                type="tel"
                autoComplete="tel"
                required
                {...form.getInputProps('phone')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('profile.email')}
                value={profile.email}
                readOnly
                description={t('profile.emailHint')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('home.company')}
                value={profile.companyName ?? t('home.noCompany')}
                readOnly
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('profile.userType')} value={t(`userTypes.${profile.userType}`)} readOnly />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('profile.role')} value={t(`roles.${profile.role}`)} readOnly />
            </Grid.Col>
          </Grid>
          <Button type="submit" color="green" loading={busy} style={{ alignSelf: 'flex-start' }}>
            {t('profile.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

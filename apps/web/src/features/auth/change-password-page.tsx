import { Paper, Stack, Text, Title } from '@mantine/core';
import { portalHome } from '@sirkula/domain/auth/portals';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChangePasswordForm } from '../../components/change-password-form.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';

/** Where a user who must change their password is held until it is done. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = usePortalSession();
  useDocumentTitle(t('auth.changePassword.title'));
  return (
    <Stack maw={520}>
      <Title order={1} size="h2">
        {t('auth.changePassword.title')}
      </Title>
      {user.mustChangePassword && <Text c="dimmed">{t('auth.changePassword.forcedIntro')}</Text>}
      <Paper withBorder p="md">
        <ChangePasswordForm onChanged={() => setTimeout(() => navigate(portalHome(user.userType)), 1000)} />
      </Paper>
    </Stack>
  );
}

import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { profileQuery } from '../../lib/profile.ts';

export function HomePage() {
  const { t } = useTranslation();
  const { user } = usePortalSession();
  const profile = useQuery(profileQuery);
  useDocumentTitle(t('menu.home'));
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('home.greeting', { name: user.name })}
      </Title>
      <Text c="dimmed">{t(`home.intro.${user.userType}`)}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Paper withBorder p="md">
          <Text size="xs" c="dimmed">
            {t('profile.email')}
          </Text>
          <Text fw={600}>{t('home.signedInAs', { email: user.email })}</Text>
        </Paper>
        <Paper withBorder p="md">
          <Text size="xs" c="dimmed">
            {t('home.company')}
          </Text>
          <Text fw={600}>
            {profile.data?.companyName ??
              (user.userType === 'internal' ? t('userTypes.internal') : t('home.noCompany'))}
          </Text>
        </Paper>
        <Paper withBorder p="md">
          <Text size="xs" c="dimmed">
            {t('home.role')}
          </Text>
          <Text fw={600}>
            {t(`userTypes.${user.userType}`)} · {t(`roles.${user.role}`)}
          </Text>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

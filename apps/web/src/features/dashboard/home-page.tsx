import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';

/**
 * The first screen after sign-in: a greeting, then what the reader needs next, which the portal's
 * routes compose from the features that hold it (portal-routes.tsx).
 */
export function HomePage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = usePortalSession();
  useDocumentTitle(t('menu.home'));
  return (
    <Stack>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('dashboard.greeting', { name: user.name })}
        </Title>
        <Text c="dimmed">{t(`dashboard.intro.${user.userType}`)}</Text>
      </Stack>
      {children}
    </Stack>
  );
}

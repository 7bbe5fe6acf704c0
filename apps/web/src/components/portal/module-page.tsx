import { Paper, Stack, Text, Title } from '@mantine/core';
import type { MenuKey } from '@sirkula/domain/auth/portals';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../use-document-title.ts';

/** A module whose screens arrive with a later release: its title, what it is for, and that it is not open yet. */
export function ModulePage({ module }: { module: Exclude<MenuKey, 'home' | 'profile'> }) {
  const { t } = useTranslation();
  const title = t(`menu.${module}`);
  useDocumentTitle(title);
  return (
    <Stack>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{t(`pages.descriptions.${module}`)}</Text>
      <Paper withBorder p="lg" bg="gray.0">
        <Text>{t('pages.notYetAvailable')}</Text>
      </Paper>
    </Stack>
  );
}

import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../lib/chunk-load-error.ts';

/**
 * What a route shows instead of a blank page when its screen fails. Most often the screen's code is
 * gone because a new release replaced it, and a reload fetches the new one.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const reason = isChunkLoadError(error) ? 'newRelease' : 'failed';
  return (
    <Stack p="xl" maw={560} mx="auto" gap="md" role="alert" align="flex-start">
      <Title order={1} size="h3">
        {t(`routeError.${reason}.title`)}
      </Title>
      <Text>{t(`routeError.${reason}.detail`)}</Text>
      <Button color="green" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </Stack>
  );
}

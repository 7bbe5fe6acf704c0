import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotificationBanner } from '../notification-banner.tsx';

/** A list that could not be fetched says so and offers to try again, in place of its rows. */
export function ListLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="flex-start">
      <NotificationBanner type="error" message={message} />
      <Button variant="default" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Stack>
  );
}

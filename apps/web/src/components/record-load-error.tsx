import { Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api.ts';
import { errorMessage } from '../lib/forms.ts';
import type { TranslationKey } from '../lib/i18n.ts';
import { NotificationBanner } from './notification-banner.tsx';

/**
 * A record's page that could not load: "not found" (including another company's record) is final;
 * anything else offers to try again.
 */
export function RecordLoadError({
  error,
  notFoundKey,
  failedKey,
  onRetry,
  back,
}: {
  error: unknown;
  notFoundKey: TranslationKey;
  failedKey: TranslationKey;
  onRetry: () => void;
  back: ReactNode;
}) {
  const { t } = useTranslation();
  const notFound = error instanceof ApiError && error.status === 404;
  const message = notFound ? error.message || t(notFoundKey) : errorMessage(error, t, failedKey);
  return (
    <Stack gap="md" align="flex-start">
      {back}
      <NotificationBanner type="error" message={message} />
      {!notFound && (
        <Button variant="default" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Stack>
  );
}

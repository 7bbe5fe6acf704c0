import { Alert } from '@mantine/core';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import type { ActionNotice as Notice } from './use-action-result.ts';

/** Green or red as every banner of the app; yellow for an action kept on the phone for later. */
export function ActionNotice({ notice }: { notice: Notice }) {
  if (notice.tone !== 'queued') return <NotificationBanner type={notice.tone} message={notice.message} />;
  return (
    <Alert color="yellow" variant="light" role="status">
      {notice.message}
    </Alert>
  );
}

import { Code, Stack, Text } from '@mantine/core';
import type { Scheduler } from '@sirkula/domain/schedulers/answers';
import { describeCron } from '@sirkula/domain/schedulers/cron';
import { formatDateTime } from '@sirkula/domain/shared/format';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../components/status-badge.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { DurationText, Missing, OutcomeBadge, useJobTexts } from './run-facts.tsx';

/** The job's name, and under it in one line what it does. */
export function JobTitle({ code }: { code: string }) {
  const { nameOf, descriptionOf } = useJobTexts();
  const description = descriptionOf(code);
  return (
    <Stack gap={2}>
      <Text fw={700} size="sm">
        {nameOf(code)}
      </Text>
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
    </Stack>
  );
}

/** How often it runs in words, with the cron it is set as for whoever edits it. */
export function Frequency({ cron }: { cron: string }) {
  // The words are written to follow other words ("runs every day at …"); alone in a cell they lead.
  const words = describeCron(cron, currentLanguage());
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm">{`${words.charAt(0).toUpperCase()}${words.slice(1)}`}</Text>
      <Code fz="xs" style={{ whiteSpace: 'nowrap' }}>
        {cron}
      </Code>
    </Stack>
  );
}

export function SchedulerStatusBadge({ running }: { running: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusBadge color={running ? 'green' : 'gray'}>
      {t(running ? 'schedulers.status.running' : 'schedulers.status.stopped')}
    </StatusBadge>
  );
}

/** How the last run went, when it started and how long it took; a run under way has no length yet. */
export function LastRun({ scheduler }: { scheduler: Scheduler }) {
  const { t } = useTranslation();
  const run = scheduler.lastRun;
  if (!run) {
    return (
      <Text size="sm" c="dimmed">
        {t('schedulers.list.neverRun')}
      </Text>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <OutcomeBadge outcome={run.outcome} />
      <Text size="sm">{formatDateTime(run.startedAt, currentLanguage())}</Text>
      {run.outcome !== 'running' && <DurationText milliseconds={run.durationMs} />}
    </Stack>
  );
}

/** When it runs next on its schedule; a stopped scheduler has no next run. */
export function NextRun({ scheduler }: { scheduler: Scheduler }) {
  const { t } = useTranslation();
  if (!scheduler.nextRunAt) return <Missing label={t('schedulers.list.notScheduled')} />;
  return <Text size="sm">{formatDateTime(scheduler.nextRunAt, currentLanguage())}</Text>;
}

import { Button, Code, Group, Stack, Text } from '@mantine/core';
import type { SchedulerRun } from '@sirkula/domain/schedulers/answers';
import { formatDateTime } from '@sirkula/domain/shared/format';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../components/fact.tsx';
import { FormModal } from '../../components/form-modal.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { DurationText, Missing, OutcomeBadge, useJobTexts } from './run-facts.tsx';

/** The log's first line, in one line of the row, and the button that opens the whole of it. */
export function LogPreview({ run, onOpen }: { run: SchedulerRun; onOpen: () => void }) {
  const { t } = useTranslation();
  const firstLine = run.log.trim().split('\n')[0];
  if (!firstLine) {
    return (
      <Text size="xs" c="dimmed">
        {t('schedulers.runs.noLog')}
      </Text>
    );
  }
  return (
    <Stack gap={2} align="flex-start" maw={360}>
      <Text size="xs" ff="monospace" lineClamp={1} style={{ wordBreak: 'break-all' }}>
        {firstLine}
      </Text>
      <Button size="compact-xs" variant="subtle" color="green.9" px={0} onClick={onOpen}>
        {t('schedulers.runs.showLog')}
      </Button>
    </Stack>
  );
}

/** One run's whole log, with its times and outcome above it (opened only for a run that wrote one). */
export function RunLogModal({ run, onClose }: { run: SchedulerRun | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { nameOf } = useJobTexts();
  const title = run ? t('schedulers.runs.logTitle', { name: nameOf(run.code), attempt: run.attempt }) : '';
  return (
    <FormModal opened={run !== null} onClose={onClose} title={title} size="xl">
      {run && <RunLog run={run} />}
    </FormModal>
  );
}

function RunLog({ run }: { run: SchedulerRun }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Stack gap="md">
      <Group gap="lg" align="flex-start" wrap="wrap">
        <Fact label={t('schedulers.runs.columns.outcome')}>
          <OutcomeBadge outcome={run.outcome} />
        </Fact>
        <Fact label={t('schedulers.runs.columns.startedAt')}>
          <Text size="sm">{formatDateTime(run.startedAt, language)}</Text>
        </Fact>
        <Fact label={t('schedulers.runs.columns.finishedAt')}>
          <FinishedAt run={run} />
        </Fact>
        <Fact label={t('schedulers.runs.columns.duration')}>
          <DurationText milliseconds={run.durationMs} />
        </Fact>
      </Group>
      <Code
        block
        // A long log scrolls inside the dialog; the keyboard reaches it too.
        tabIndex={0}
        style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxHeight: '60vh', overflow: 'auto' }}
      >
        {run.log}
      </Code>
    </Stack>
  );
}

/** When the run ended; a run still under way has not. */
export function FinishedAt({ run }: { run: SchedulerRun }) {
  const { t } = useTranslation();
  if (!run.finishedAt) return <Missing label={t('schedulers.runs.notFinished')} />;
  return <Text size="sm">{formatDateTime(run.finishedAt, currentLanguage())}</Text>;
}

import { EmptyState, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Scheduler } from '@sirkula/domain/schedulers/answers';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../components/fact.tsx';
import { ListLoadError } from '../../components/list/list-load-error.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { errorMessage } from '../../lib/forms.ts';
import { useJobTexts } from './run-facts.tsx';
import { Frequency, JobTitle, LastRun, NextRun, SchedulerStatusBadge } from './scheduler-facts.tsx';

interface Props {
  list: UseQueryResult<{ items: Scheduler[] }>;
  /** What the reader may do with a scheduler: open its runs, and for admins start, stop, run or edit it. */
  actions: (scheduler: Scheduler) => ReactNode;
}

/** The schedulers as a table, or as cards on a phone, in whichever state their fetch is. */
export function SchedulerRows({ list, actions }: Props) {
  const { t } = useTranslation();
  // Read at once, not after the first paint: a phone would otherwise see the table flash by.
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });

  if (list.isPending) return <LoadingSpinner />;
  if (list.isError) {
    return (
      <ListLoadError
        message={errorMessage(list.error, t, 'schedulers.list.loadFailed')}
        onRetry={() => list.refetch()}
      />
    );
  }
  const { items } = list.data;
  if (items.length === 0) {
    return (
      <EmptyState title={t('schedulers.list.empty')} description={t('schedulers.list.emptyHint')} py="xl" />
    );
  }
  return phone ? (
    <SchedulerCards items={items} actions={actions} />
  ) : (
    <SchedulerTable items={items} actions={actions} />
  );
}

type RowsProps = Pick<Props, 'actions'> & { items: Scheduler[] };

function SchedulerCards({ items, actions }: RowsProps) {
  const { t } = useTranslation();
  const { nameOf } = useJobTexts();
  return (
    <Stack gap="xs">
      {items.map((scheduler) => (
        <Paper key={scheduler.code} withBorder p="sm" aria-label={nameOf(scheduler.code)} component="article">
          <Stack gap={8}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <JobTitle code={scheduler.code} />
              <SchedulerStatusBadge running={scheduler.running} />
            </Group>
            <Frequency cron={scheduler.cron} />
            <Group gap="lg" wrap="wrap" align="flex-start">
              <Fact label={t('schedulers.columns.retryLimit')}>
                <Text size="sm">{scheduler.retryLimit}</Text>
              </Fact>
              <Fact label={t('schedulers.columns.lastRun')}>
                <LastRun scheduler={scheduler} />
              </Fact>
              <Fact label={t('schedulers.columns.nextRun')}>
                <NextRun scheduler={scheduler} />
              </Fact>
            </Group>
            {actions(scheduler)}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function SchedulerTable({ items, actions }: RowsProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={240}>{t('schedulers.columns.name')}</Table.Th>
            <Table.Th>{t('schedulers.columns.frequency')}</Table.Th>
            <Table.Th>{t('schedulers.columns.retryLimit')}</Table.Th>
            <Table.Th>{t('schedulers.columns.status')}</Table.Th>
            <Table.Th>{t('schedulers.columns.lastRun')}</Table.Th>
            <Table.Th>{t('schedulers.columns.nextRun')}</Table.Th>
            <Table.Th>{t('schedulers.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((scheduler) => (
            <Table.Tr key={scheduler.code}>
              <Table.Td>
                <JobTitle code={scheduler.code} />
              </Table.Td>
              <Table.Td>
                <Frequency cron={scheduler.cron} />
              </Table.Td>
              <Table.Td>{scheduler.retryLimit}</Table.Td>
              <Table.Td>
                <SchedulerStatusBadge running={scheduler.running} />
              </Table.Td>
              <Table.Td>
                <LastRun scheduler={scheduler} />
              </Table.Td>
              <Table.Td>
                <NextRun scheduler={scheduler} />
              </Table.Td>
              <Table.Td>{actions(scheduler)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

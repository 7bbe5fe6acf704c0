import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { RUN_OUTCOMES, type SchedulerRun } from '@sirkula/domain/schedulers/answers';
import type { RunListFilter } from '@sirkula/domain/schedulers/inputs';
import { formatDateTime } from '@sirkula/domain/shared/format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/date-field.tsx';
import { Fact } from '../../components/fact.tsx';
import { FilterGrid } from '../../components/list/filter-grid.tsx';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { type ListParams, useListParams } from '../../components/list/use-list-params.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { runsQuery, schedulersQuery } from './api.ts';
import { DurationText, OutcomeBadge, useJobTexts } from './run-facts.tsx';
import { RUN_FILTERS, runListQuery } from './run-filters.ts';
import { FinishedAt, LogPreview, RunLogModal } from './run-log.tsx';
import { SchedulerViewSwitch } from './view-switch.tsx';

/** `/internal/scheduler/logs`: every run of the schedulers, newest first, by scheduler, outcome and day. */
export function RunsPage() {
  const { t } = useTranslation();
  const { nameOf } = useJobTexts();
  useDocumentTitle(t('schedulers.runs.title'));
  const { params, ...listParams } = useListParams(RUN_FILTERS);
  const query = runListQuery(params);
  const runs = useQuery(runsQuery(query));
  const [reading, setReading] = useState<SchedulerRun | null>(null);

  return (
    <>
      <ListPage
        title={t('schedulers.runs.title')}
        intro={t('schedulers.runs.intro')}
        action={<SchedulerViewSwitch view="runs" />}
        filtersLabel={t('schedulers.runs.filters')}
        filters={<RunFilters query={query} update={listParams.update} />}
        params={listParams}
        list={runs}
        loadFailed="schedulers.runs.loadFailed"
        empty={{
          title: t(listParams.filtered ? 'schedulers.runs.noMatch' : 'schedulers.runs.empty'),
          description: listParams.filtered ? undefined : t('schedulers.runs.emptyHint'),
        }}
        paginationLabel={t('schedulers.runs.pages')}
        cards={(items) => (
          <Stack gap="xs">
            {items.map((run) => (
              <Paper key={run.id} withBorder p="sm">
                <Stack gap={8}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={2}>
                      <Text fw={700} size="sm">
                        {nameOf(run.code)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('schedulers.runs.attempt', { attempt: run.attempt })}
                      </Text>
                    </Stack>
                    <OutcomeBadge outcome={run.outcome} />
                  </Group>
                  <Group gap="lg" wrap="wrap" align="flex-start">
                    <Fact label={t('schedulers.runs.columns.startedAt')}>
                      <Text size="sm">{formatDateTime(run.startedAt, currentLanguage())}</Text>
                    </Fact>
                    <Fact label={t('schedulers.runs.columns.duration')}>
                      <DurationText milliseconds={run.durationMs} />
                    </Fact>
                  </Group>
                  <LogPreview run={run} onOpen={() => setReading(run)} />
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
        table={(items) => (
          <Table.ScrollContainer minWidth={1000}>
            <Table striped highlightOnHover verticalSpacing="sm" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('schedulers.runs.columns.scheduler')}</Table.Th>
                  <Table.Th>{t('schedulers.runs.columns.attempt')}</Table.Th>
                  <Table.Th>{t('schedulers.runs.columns.startedAt')}</Table.Th>
                  <Table.Th>{t('schedulers.runs.columns.finishedAt')}</Table.Th>
                  <Table.Th>{t('schedulers.runs.columns.duration')}</Table.Th>
                  <Table.Th>{t('schedulers.runs.columns.outcome')}</Table.Th>
                  <Table.Th>{t('schedulers.runs.columns.log')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((run) => (
                  <Table.Tr key={run.id}>
                    <Table.Td fw={700}>{nameOf(run.code)}</Table.Td>
                    <Table.Td>{run.attempt}</Table.Td>
                    <Table.Td>{formatDateTime(run.startedAt, currentLanguage())}</Table.Td>
                    <Table.Td>
                      <FinishedAt run={run} />
                    </Table.Td>
                    <Table.Td>
                      <DurationText milliseconds={run.durationMs} />
                    </Table.Td>
                    <Table.Td>
                      <OutcomeBadge outcome={run.outcome} />
                    </Table.Td>
                    <Table.Td>
                      <LogPreview run={run} onOpen={() => setReading(run)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      />
      <RunLogModal run={reading} onClose={() => setReading(null)} />
    </>
  );
}

/** Which scheduler, how it ended, and the days it started between (WIB, both included). */
function RunFilters({ query, update }: { query: RunListFilter; update: ListParams['update'] }) {
  const { t } = useTranslation();
  const { nameOf } = useJobTexts();
  const schedulers = useQuery(schedulersQuery);
  const known = (schedulers.data?.items ?? []).map((scheduler) => scheduler.code);
  // A code from a link stays choosable before (or without) the list of schedulers.
  const codes = [...new Set([...known, ...(query.code ? [query.code] : [])])].sort((a, b) =>
    nameOf(a).localeCompare(nameOf(b)),
  );
  const anyDate = t('schedulers.runs.anyDate');
  return (
    <FilterGrid cols={{ base: 1, sm: 2, md: 4 }}>
      <FilterSelect
        label={t('schedulers.runs.scheduler')}
        anyLabel={t('schedulers.runs.anyScheduler')}
        values={codes}
        labelOf={nameOf}
        value={query.code}
        onChange={(code) => update({ code })}
      />
      <FilterSelect
        label={t('schedulers.runs.outcome')}
        anyLabel={t('schedulers.runs.anyOutcome')}
        values={RUN_OUTCOMES}
        labelOf={(outcome) => t(`schedulers.outcomes.${outcome}`)}
        value={query.outcome}
        onChange={(outcome) => update({ outcome })}
      />
      <DateField
        label={t('schedulers.runs.from')}
        placeholder={anyDate}
        clearable
        value={query.from ?? ''}
        maxDate={query.to}
        onChange={(from) => update({ from })}
      />
      <DateField
        label={t('schedulers.runs.to')}
        placeholder={anyDate}
        clearable
        value={query.to ?? ''}
        minDate={query.from}
        onChange={(to) => update({ to })}
      />
    </FilterGrid>
  );
}

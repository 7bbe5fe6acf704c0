import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import type { BillingRun } from '@sirkula/domain/billing/answers';
import { formatDateTime, formatRupiah } from '@sirkula/domain/shared/format';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../components/list/list-load-error.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { errorMessage } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { monthName } from './months.ts';

const STATUS_COLORS: Record<BillingRun['status'], string> = { running: 'blue', done: 'green', failed: 'red' };

/** The latest runs, newest first: the month, who started it, what it made or why it stopped. */
export function LatestRuns({ runs }: { runs: UseQueryResult<{ items: BillingRun[] }> }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="latest-runs">
      <Title order={2} size="h4" mb="sm" id="latest-runs">
        {t('billing.run.latestTitle')}
      </Title>
      {runs.isPending && <LoadingSpinner />}
      {runs.isError && (
        <ListLoadError
          message={errorMessage(runs.error, t, 'billing.run.latestFailed')}
          onRetry={() => runs.refetch()}
        />
      )}
      {runs.data?.items.length === 0 && <Text c="dimmed">{t('billing.run.latestEmpty')}</Text>}
      {runs.data && runs.data.items.length > 0 && (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {runs.data.items.map((run) => (
            <RunItem key={run.id} run={run} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function RunItem({ run }: { run: BillingRun }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const at = formatDateTime(run.startedAt, language);
  return (
    <Stack
      component="li"
      gap={2}
      style={{ borderLeft: '3px solid var(--mantine-color-green-6)', paddingLeft: 12 }}
    >
      <Text fw={600}>
        {monthName(run.month, language)}{' '}
        <Badge color={STATUS_COLORS[run.status]} variant="light" size="sm" ml={4}>
          {t(`billing.run.statuses.${run.status}`)}
        </Badge>
      </Text>
      <Text size="sm">{run.message}</Text>
      {run.invoicesMade > 0 && (
        <Text size="sm">{t('billing.run.amount', { amount: formatRupiah(run.amountTotal) })}</Text>
      )}
      <Text size="xs" c="dimmed">
        {run.startedBy
          ? t('billing.run.startedBy', { name: run.startedBy, at })
          : t('billing.run.startedAt', { at })}
      </Text>
    </Stack>
  );
}

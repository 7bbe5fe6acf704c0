import { Button, Card, Stack, Text } from '@mantine/core';
import type { BillingRun } from '@sirkula/domain/billing/answers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JobProgress } from '../../components/job-progress.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { errorMessage } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { billingKeys, runQuery } from './api.ts';
import { monthName } from './months.ts';

/** A run as it works (asked every second), then the sentence it ended with. */
export function RunProgress({ runId }: { runId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const run = useQuery(runQuery(runId));
  const finished = run.data !== undefined && run.data.status !== 'running';
  // Once it has finished, what it made shows everywhere: the invoices, the preview, the latest runs.
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: billingKeys.all });
  }, [finished, queryClient]);

  if (run.isPending) return <LoadingSpinner />;
  if (run.isError) return <NotificationBanner type="error" message={errorMessage(run.error, t)} />;
  return (
    <Card withBorder padding="md" component="section" aria-label={t('billing.run.progressLabel')}>
      {run.data.status === 'running' ? <Running run={run.data} /> : <Finished run={run.data} />}
    </Card>
  );
}

function Running({ run }: { run: BillingRun }) {
  const { t } = useTranslation();
  const percent = run.contractsTotal > 0 ? (run.contractsDone / run.contractsTotal) * 100 : 0;
  const progress = t('billing.run.progress', { done: run.contractsDone, total: run.contractsTotal });
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('billing.run.running', { month: monthName(run.month, currentLanguage()) })}</Text>
      <JobProgress value={percent} label={t('billing.run.progressLabel')} said={progress} />
    </Stack>
  );
}

function Finished({ run }: { run: BillingRun }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start">
      <NotificationBanner type={run.status === 'done' ? 'success' : 'error'} message={run.message} />
      {run.status === 'done' && run.invoicesMade > 0 && (
        <Button component={Link} to="/internal/billing" variant="default">
          {t('billing.run.seeInvoices')}
        </Button>
      )}
    </Stack>
  );
}

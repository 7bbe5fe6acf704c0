import { Group, Stack, Text } from '@mantine/core';
import type { Report } from '@sirkula/domain/reports/answers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { JobProgress } from '../../components/job-progress.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { errorMessage } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { isUnderWay, reportKeys, reportQuery } from './api.ts';
import { formatSize } from './periods.ts';
import { DownloadReport, ReportStatusBadge, usePeriodLabel } from './report-facts.tsx';

/**
 * A report as the server writes it (asked after every second), then its download or why it failed.
 * Once it has finished, the lists read again so the row shows it too.
 */
export function ReportProgress({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const report = useQuery(reportQuery(reportId));
  const finished = report.data !== undefined && !isUnderWay(report.data);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: reportKeys.lists });
  }, [finished, queryClient]);

  if (report.isPending) return <LoadingSpinner />;
  if (report.isError) {
    return (
      <NotificationBanner
        type="error"
        message={errorMessage(report.error, t, 'reports.progress.loadFailed')}
      />
    );
  }
  return (
    <Stack gap="sm" component="section" aria-label={t('reports.progress.label')}>
      <Heading report={report.data} />
      {isUnderWay(report.data) ? <Writing report={report.data} /> : <Finished report={report.data} />}
    </Stack>
  );
}

function Heading({ report }: { report: Report }) {
  const { t } = useTranslation();
  const periodLabel = usePeriodLabel();
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <Stack gap={0}>
        <Text fw={700}>
          {t('reports.progress.title', {
            report: t(`reports.types.${report.type}`),
            period: periodLabel(report.type, report.period),
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {[
            report.companyName,
            t(`reports.formats.${report.format}`),
            t(`reports.page.languages.${report.language}`),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      <ReportStatusBadge status={report.status} />
    </Group>
  );
}

function Writing({ report }: { report: Report }) {
  const { t } = useTranslation();
  const said =
    report.status === 'queued'
      ? t('reports.progress.queued')
      : t('reports.progress.running', { progress: report.progress });
  return <JobProgress value={report.progress} label={t('reports.progress.label')} said={said} />;
}

function Finished({ report }: { report: Report }) {
  const { t } = useTranslation();
  if (report.status === 'failed') {
    return <NotificationBanner type="error" message={report.error ?? t('reports.errors.failed')} />;
  }
  return (
    <Stack gap="sm">
      <NotificationBanner
        type="success"
        message={`${t('reports.progress.done')}\n${t('reports.progress.facts', {
          rows: report.rows ?? 0,
          size: formatSize(report.size ?? 0, currentLanguage()),
        })}`}
      />
      <Group>
        <DownloadReport report={report} size="sm" />
      </Group>
    </Stack>
  );
}

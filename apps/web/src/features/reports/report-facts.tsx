import { Button, Progress, Stack, Text } from '@mantine/core';
import type { Report } from '@sirkula/domain/reports/answers';
import type { ReportStatus, ReportType } from '@sirkula/domain/reports/rules';
import { formatMonth } from '@sirkula/domain/shared/format';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../components/status-badge.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { isUnderWay, reportFileHref } from './api.ts';
import { formatSize, quarterParts } from './periods.ts';

const STATUS_COLOURS: Record<ReportStatus, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
};

/** "October 2026", or "Q3 2026 (Jul–Sept)" for a quarter, in the page's language. */
export function usePeriodLabel() {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (type: ReportType, period: string) =>
    type === 'quarterlyB3' || period.includes('Q')
      ? t('reports.quarter', quarterParts(period, language))
      : formatMonth(period, language);
}

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  return <StatusBadge color={STATUS_COLOURS[status]}>{t(`reports.statuses.${status}`)}</StatusBadge>;
}

/** The status, with a bar while the report is written. */
export function ReportState({ report }: { report: Report }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} align="stretch" miw={110}>
      <div>
        <ReportStatusBadge status={report.status} />
      </div>
      {isUnderWay(report) && (
        <Progress
          value={report.progress}
          color="green"
          size="sm"
          striped
          animated
          aria-label={t('reports.progress.label')}
          aria-valuetext={t('reports.page.percent', { progress: report.progress })}
        />
      )}
      {report.status === 'failed' && report.error && (
        <Text size="xs" c="red.9">
          {report.error}
        </Text>
      )}
    </Stack>
  );
}

/** Who asked for it, or the monthly schedule. */
export function MadeBy({ report }: { report: Report }) {
  const { t } = useTranslation();
  if (report.scheduled) {
    return (
      <Text size="sm" fs="italic">
        {t('reports.page.scheduled')}
      </Text>
    );
  }
  return <Text size="sm">{report.requestedBy ?? t('reports.page.unknownUser')}</Text>;
}

/** The company it is about, or the provider for its own operations and finance reports. */
export function ReportCompany({ report }: { report: Report }) {
  const { t } = useTranslation();
  if (report.companyId === null) {
    return (
      <Text size="sm" fs="italic">
        {t('reports.page.provider')}
      </Text>
    );
  }
  return <Text size="sm">{report.companyName}</Text>;
}

export function ReportSize({ report }: { report: Report }) {
  return <>{report.size === null ? '—' : formatSize(report.size, currentLanguage())}</>;
}

export function ReportRows({ report }: { report: Report }) {
  return (
    <>
      {report.rows === null
        ? '—'
        : new Intl.NumberFormat(currentLanguage() === 'id' ? 'id-ID' : 'en-GB').format(report.rows)}
    </>
  );
}

/**
 * The file, through the route that checks who may have it; a plain link, since the file is already
 * written in the report's own language.
 */
export function DownloadReport({ report, size = 'compact-sm' }: { report: Report; size?: string }) {
  const { t } = useTranslation();
  const periodLabel = usePeriodLabel();
  if (report.status !== 'done') return null;
  return (
    <Button
      component="a"
      href={reportFileHref(report.id)}
      download={report.fileName ?? true}
      variant="default"
      size={size}
      leftSection={<IconDownload size={16} />}
      aria-label={t('reports.page.downloadLabel', {
        report: t(`reports.types.${report.type}`),
        period: periodLabel(report.type, report.period),
        format: t(`reports.formats.${report.format}`),
      })}
    >
      {t('reports.page.download')}
    </Button>
  );
}

import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { Portal } from '@sirkula/domain/auth/portals';
import type { Report } from '@sirkula/domain/reports/answers';
import type { ReportListFilter } from '@sirkula/domain/reports/inputs';
import { CUSTOMER_REPORT_TYPES, REPORT_STATUSES, REPORT_TYPES } from '@sirkula/domain/reports/rules';
import { formatDateTime } from '@sirkula/domain/shared/format';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/back-link.tsx';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { Fact } from '../../components/fact.tsx';
import { FilterGrid } from '../../components/list/filter-grid.tsx';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { type ListParams, useListParams } from '../../components/list/use-list-params.ts';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { reportsQuery } from './api.ts';
import {
  DownloadReport,
  MadeBy,
  ReportCompany,
  ReportRows,
  ReportSize,
  ReportState,
  usePeriodLabel,
} from './report-facts.tsx';
import { REPORT_FILTERS, reportListQuery } from './report-filters.ts';
import { ReportFormModal } from './report-form.tsx';
import { ReportTabs } from './report-tabs.tsx';

/**
 * `/internal/reports` and `/customer/waste/reports`: ask for a report and follow it to its download,
 * and every report made so far (a customer's: its own company's), newest first.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const { user } = usePortalSession();
  const portal = user.userType;
  useDocumentTitle(t('reports.title'));
  const { params, ...listParams } = useListParams(REPORT_FILTERS);
  const query = reportListQuery(params, portal);
  const reports = useQuery(reportsQuery(query));
  const [asking, setAsking] = useState(false);
  const internal = portal === 'internal';

  const newReport = (
    <Button color="green" leftSection={<IconPlus size={16} />} onClick={() => setAsking(true)}>
      {t('reports.page.new')}
    </Button>
  );

  return (
    <Stack gap="md">
      {portal === 'customer' && <BackLink to="/customer/waste" label={t('reports.page.back')} />}
      <ReportTabs portal={portal} current="reports" />
      <ListPage
        title={t('reports.title')}
        intro={t(internal ? 'reports.page.intro.internal' : 'reports.page.intro.customer')}
        action={newReport}
        filtersLabel={t('reports.page.filters')}
        filters={<ReportFilters portal={portal} query={query} update={listParams.update} />}
        params={listParams}
        list={reports}
        loadFailed="reports.page.loadFailed"
        empty={{
          title: t(listParams.filtered ? 'reports.page.noMatch' : 'reports.page.empty'),
          description: listParams.filtered ? undefined : t('reports.page.emptyHint'),
          action: newReport,
        }}
        paginationLabel={t('reports.page.pages')}
        cards={(items) => <ReportCards items={items} internal={internal} />}
        table={(items) => <ReportTable items={items} internal={internal} />}
      />
      <ReportFormModal opened={asking} portal={portal} onClose={() => setAsking(false)} />
    </Stack>
  );
}

function ReportFilters({
  portal,
  query,
  update,
}: {
  portal: Portal;
  query: ReportListFilter;
  update: ListParams['update'];
}) {
  const { t } = useTranslation();
  const internal = portal === 'internal';
  return (
    <FilterGrid cols={{ base: 1, sm: internal ? 3 : 2 }}>
      <FilterSelect
        label={t('reports.page.filter.type')}
        anyLabel={t('reports.page.filter.anyType')}
        values={internal ? REPORT_TYPES : CUSTOMER_REPORT_TYPES}
        labelOf={(type) => t(`reports.types.${type}`)}
        value={query.type}
        onChange={(type) => update({ type })}
      />
      <FilterSelect
        label={t('reports.page.filter.status')}
        anyLabel={t('reports.page.filter.anyStatus')}
        values={REPORT_STATUSES}
        labelOf={(status) => t(`reports.statuses.${status}`)}
        value={query.status}
        onChange={(status) => update({ status })}
      />
      {internal && (
        <CompanyPicker
          label={t('reports.page.filter.customer')}
          placeholder={t('reports.page.filter.anyCustomer')}
          kind="customer"
          value={query.companyId ?? null}
          onChange={(companyId) => update({ companyId })}
        />
      )}
    </FilterGrid>
  );
}

function ReportName({ report }: { report: Report }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" fw={700}>
      {t(`reports.types.${report.type}`)}
    </Text>
  );
}

function Created({ report }: { report: Report }) {
  return <Text size="sm">{formatDateTime(report.createdAt, currentLanguage())}</Text>;
}

interface RowsProps {
  items: Report[];
  /** Staff see whose each report is; a customer's users see only their own company's. */
  internal: boolean;
}

function ReportCards({ items, internal }: RowsProps) {
  const { t } = useTranslation();
  const periodLabel = usePeriodLabel();
  return (
    <Stack gap="xs">
      {items.map((report) => (
        <Paper
          key={report.id}
          withBorder
          p="sm"
          component="article"
          aria-label={`${t(`reports.types.${report.type}`)}, ${periodLabel(report.type, report.period)}`}
        >
          <Stack gap={8}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={0}>
                <ReportName report={report} />
                <Text size="sm">{periodLabel(report.type, report.period)}</Text>
                {internal && <ReportCompany report={report} />}
              </Stack>
              <ReportState report={report} />
            </Group>
            <Group gap="lg" wrap="wrap" align="flex-start">
              <Fact label={t('reports.page.columns.format')}>
                <Text size="sm">{t(`reports.formats.${report.format}`)}</Text>
              </Fact>
              <Fact label={t('reports.page.columns.language')}>
                <Text size="sm">{t(`reports.page.languages.${report.language}`)}</Text>
              </Fact>
              <Fact label={t('reports.page.columns.rows')}>
                <Text size="sm">
                  <ReportRows report={report} />
                </Text>
              </Fact>
              <Fact label={t('reports.page.columns.size')}>
                <Text size="sm">
                  <ReportSize report={report} />
                </Text>
              </Fact>
              <Fact label={t('reports.page.columns.madeBy')}>
                <MadeBy report={report} />
              </Fact>
              <Fact label={t('reports.page.columns.createdAt')}>
                <Created report={report} />
              </Fact>
            </Group>
            <Group>
              <DownloadReport report={report} size="sm" />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function ReportTable({ items, internal }: RowsProps) {
  const { t } = useTranslation();
  const periodLabel = usePeriodLabel();
  return (
    <Table.ScrollContainer minWidth={internal ? 940 : 800}>
      <Table striped highlightOnHover verticalSpacing="sm" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reports.page.columns.report')}</Table.Th>
            <Table.Th>{t('reports.page.columns.period')}</Table.Th>
            {internal && <Table.Th>{t('reports.page.columns.customer')}</Table.Th>}
            <Table.Th>{t('reports.page.columns.format')}</Table.Th>
            <Table.Th>{t('reports.page.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('reports.page.columns.rows')}</Table.Th>
            <Table.Th ta="right">{t('reports.page.columns.size')}</Table.Th>
            <Table.Th>{t('reports.page.columns.madeBy')}</Table.Th>
            <Table.Th>{t('reports.page.columns.createdAt')}</Table.Th>
            <Table.Th>{t('reports.page.columns.file')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((report) => (
            <Table.Tr key={report.id}>
              <Table.Td>
                <ReportName report={report} />
              </Table.Td>
              <Table.Td>{periodLabel(report.type, report.period)}</Table.Td>
              {internal && (
                <Table.Td>
                  <ReportCompany report={report} />
                </Table.Td>
              )}
              <Table.Td>
                {report.format.toUpperCase()}
                <Text size="xs" c="dimmed">
                  {t(`reports.page.languages.${report.language}`)}
                </Text>
              </Table.Td>
              <Table.Td>
                <ReportState report={report} />
              </Table.Td>
              <Table.Td ta="right">
                <ReportRows report={report} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <ReportSize report={report} />
              </Table.Td>
              <Table.Td>
                <MadeBy report={report} />
              </Table.Td>
              <Table.Td>
                <Created report={report} />
              </Table.Td>
              <Table.Td>
                <DownloadReport report={report} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

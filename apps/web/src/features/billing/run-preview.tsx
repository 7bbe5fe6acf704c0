import { Alert, Card, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { BillingRunPreview } from '@sirkula/domain/billing/answers';
import {
  formatDate,
  formatNumber,
  formatQuantity,
  formatRupiah,
  formatRupiahSen,
} from '@sirkula/domain/shared/format';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../components/list/list-load-error.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { errorMessage } from '../../lib/forms.ts';
import { currentLanguage, runtimeKey } from '../../lib/i18n.ts';
import { runPreviewQuery } from './api.ts';

/** What a run for the month would make, counted before anything is written. */
export function RunPreview({ month }: { month: string }) {
  const { t } = useTranslation();
  const preview = useQuery(runPreviewQuery(month));
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="run-preview">
      <Title order={2} size="h4" mb="sm" id="run-preview">
        {t('billing.run.previewTitle')}
      </Title>
      {preview.isPending && <LoadingSpinner />}
      {preview.isError && (
        <ListLoadError
          message={errorMessage(preview.error, t, 'billing.run.previewFailed')}
          onRetry={() => preview.refetch()}
        />
      )}
      {preview.data && <PreviewFigures preview={preview.data} />}
    </Card>
  );
}

function PreviewFigures({ preview }: { preview: BillingRunPreview }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const figures = [
    ['contracts', formatNumber(preview.contracts, language)],
    ['invoices', formatNumber(preview.invoices, language)],
    ['payables', formatNumber(preview.payables, language)],
    ['records', formatNumber(preview.recordCount, language)],
    ['subtotal', formatRupiah(preview.subtotal)],
    ['taxAmount', formatRupiahSen(preview.vatSen)],
    ['grandTotal', formatRupiah(preview.grandTotal)],
  ] as const;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('billing.run.period', {
          from: formatDate(preview.periodFrom, language),
          to: formatDate(preview.periodTo, language),
        })}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
        {figures.map(([key, value]) => (
          <Paper key={key} withBorder p="sm">
            <Text component="dt" size="sm" c="dimmed">
              {t(`billing.run.${key}`)}
            </Text>
            <Text
              component="dd"
              m={0}
              fw={700}
              // Smaller on a phone, where an amount with sen fills half the width; a plain style, since
              // responsive props add a style element between the term and its value.
              style={{ fontSize: 'clamp(var(--mantine-font-size-md), 4.5vw, var(--mantine-font-size-lg))' }}
            >
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {preview.invoices + preview.payables === 0 && <Text fw={600}>{t('billing.run.nothingNew')}</Text>}
      {preview.awaitingSettlement > 0 && (
        <Alert color="orange" variant="light">
          {t('billing.run.awaitingSettlement', { count: preview.awaitingSettlement })}
        </Alert>
      )}
      <PreviewRecords preview={preview} />
    </Stack>
  );
}

/** The first records the run would bill; the count says how many there are in all. */
function PreviewRecords({ preview }: { preview: BillingRunPreview }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (preview.recordCount === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('billing.run.noRecords')}
      </Text>
    );
  }
  // The unit comes as the record's own (kg or bin); the billing catalogue names both.
  const unit = (code: string) => t(runtimeKey(`billing.units.${code}`));
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('billing.run.recordsTitle')}
      </Title>
      {preview.records.length < preview.rowCount && (
        <Text size="sm" c="dimmed">
          {t('billing.run.recordsShown', { shown: preview.records.length, count: preview.rowCount })}
        </Text>
      )}
      <Table.ScrollContainer minWidth={680}>
        <Table striped verticalSpacing="xs" fz="sm" aria-label={t('billing.run.recordsTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('billing.run.columns.record')}</Table.Th>
              <Table.Th>{t('billing.run.columns.side')}</Table.Th>
              <Table.Th>{t('billing.run.columns.company')}</Table.Th>
              <Table.Th>{t('billing.run.columns.deliveredOn')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('billing.run.columns.quantity')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.records.map((record) => (
              // A record billed to the customer and paid to its partner has a row for each side.
              <Table.Tr key={`${record.id}-${record.side}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{record.registrationNumber}</Table.Td>
                <Table.Td>{t(`billing.run.sides.${record.side}`)}</Table.Td>
                <Table.Td>{record.company}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(record.deliveredOn, language)}
                </Table.Td>
                <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                  {formatQuantity(record.quantity, unit(record.unit), language)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

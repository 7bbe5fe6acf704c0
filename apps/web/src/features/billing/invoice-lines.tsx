import { Card, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { InvoiceDetail, InvoiceLine } from '@sirkula/domain/billing/answers';
import { invoiceSumRows } from '@sirkula/domain/billing/rules';
import { formatDate, formatQuantity, formatRupiah } from '@sirkula/domain/shared/format';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { Sums } from './sums.tsx';

const NUMBER_CELL = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** A line's own period (an advance cycle, a frequency period), when it has one. */
function LinePeriod({ line }: { line: InvoiceLine }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (!line.periodFrom || !line.periodTo) return null;
  return (
    <Text size="xs" c="dimmed">
      {t('billing.detail.periodRange', {
        from: formatDate(line.periodFrom, language),
        to: formatDate(line.periodTo, language),
      })}
    </Text>
  );
}

/** The lines as the invoice prints them; on a phone one card per line. */
export function InvoiceLines({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const column = (key: 'itemType' | 'description' | 'quantity' | 'unitPrice' | 'transportCost' | 'amount') =>
    t(`billing.fields.${key}`);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="invoice-lines">
      <Title order={2} size="h4" mb="sm" id="invoice-lines">
        {t('billing.detail.linesTitle')}
      </Title>
      {invoice.lines.length === 0 && <Text c="dimmed">{t('billing.detail.noLines')}</Text>}
      {invoice.lines.length > 0 && phone && <LineCards lines={invoice.lines} />}
      {invoice.lines.length > 0 && !phone && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="xs" fz="sm" aria-label={t('billing.detail.linesCaption')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{column('itemType')}</Table.Th>
                <Table.Th>{column('description')}</Table.Th>
                <Table.Th style={NUMBER_CELL}>{column('quantity')}</Table.Th>
                <Table.Th style={NUMBER_CELL}>{column('unitPrice')}</Table.Th>
                <Table.Th style={NUMBER_CELL}>{column('transportCost')}</Table.Th>
                <Table.Th style={NUMBER_CELL}>{column('amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{t(`billing.itemTypes.${line.itemType}`)}</Table.Td>
                  <Table.Td miw={200}>
                    {line.description}
                    <LinePeriod line={line} />
                  </Table.Td>
                  <Table.Td style={NUMBER_CELL}>
                    {formatQuantity(line.quantity, t(`billing.units.${line.unit}`), currentLanguage())}
                  </Table.Td>
                  <Table.Td style={NUMBER_CELL}>{formatRupiah(line.unitPrice)}</Table.Td>
                  <Table.Td style={NUMBER_CELL}>{formatRupiah(line.transportCost)}</Table.Td>
                  <Table.Td style={NUMBER_CELL}>{formatRupiah(line.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <InvoiceSums invoice={invoice} />
    </Card>
  );
}

/** Subtotal, tax base, PPN and the grand total as the server computed them, then what is paid. */
function LineCards({ lines }: { lines: InvoiceLine[] }) {
  const { t } = useTranslation();
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('billing.detail.linesCaption')}
    >
      {lines.map((line) => (
        <Paper component="li" key={line.id} withBorder p="sm">
          <Text size="sm">{line.description}</Text>
          <Text size="xs" c="dimmed">
            {t(`billing.itemTypes.${line.itemType}`)}
          </Text>
          <LinePeriod line={line} />
          <Group justify="space-between" mt={4} wrap="nowrap" align="flex-end">
            <Text size="sm">
              {formatQuantity(line.quantity, t(`billing.units.${line.unit}`), currentLanguage())} ×{' '}
              {formatRupiah(line.unitPrice)}
              {line.transportCost > 0 && (
                <Text span size="sm" display="block">
                  + {t('billing.fields.transportCost')} {formatRupiah(line.transportCost)}
                </Text>
              )}
            </Text>
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatRupiah(line.amount)}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function InvoiceSums({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" mt="md">
      <Sums rows={invoiceSumRows(invoice)} ppnRate={invoice.ppnRate} />
      <Text size="sm" fs="italic" ta={{ base: 'left', sm: 'right' }}>
        {t('billing.detail.inWords')}: {invoice.amountInWords}
      </Text>
    </Stack>
  );
}

import { Anchor, Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { InvoiceSummary } from '@sirkula/domain/billing/answers';
import type { INVOICE_SORTS } from '@sirkula/domain/billing/inputs';
import { invoiceLabel } from '@sirkula/domain/billing/rules';
import { formatDate, formatRupiah } from '@sirkula/domain/shared/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SortOrder } from '../../components/list/sort-order.ts';
import { SortableHeader } from '../../components/list/sortable-header.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { DueText, InvoiceStatusBadge } from './invoice-badges.tsx';

export type InvoiceSort = (typeof INVOICE_SORTS)[number];

/** The invoices staff choose for the Coretax export, when the list offers that choice. */
export interface InvoiceChoice {
  isChosen: (invoice: InvoiceSummary) => boolean;
  canChoose: (invoice: InvoiceSummary) => boolean;
  toggle: (invoice: InvoiceSummary, chosen: boolean) => void;
}

interface RowsProps {
  invoices: InvoiceSummary[];
  /** Where an invoice's page is, in the reader's portal. */
  base: string;
  /** Staff see every company's invoices, so each row names its company. */
  showCompany: boolean;
  choice?: InvoiceChoice;
}

function NumberLink({ invoice, base }: { invoice: InvoiceSummary; base: string }) {
  return (
    <Anchor
      component={Link}
      to={`${base}/${invoice.id}`}
      fw={600}
      size="sm"
      c="green.9"
      style={{ whiteSpace: 'nowrap' }}
    >
      {invoiceLabel(invoice)}
    </Anchor>
  );
}

function ChooseBox({ invoice, choice }: { invoice: InvoiceSummary; choice: InvoiceChoice }) {
  const { t } = useTranslation();
  if (!choice.canChoose(invoice)) return null;
  return (
    <Checkbox
      color="green"
      aria-label={t('billing.coretax.choose', { number: invoiceLabel(invoice) })}
      checked={choice.isChosen(invoice)}
      onChange={(event) => choice.toggle(invoice, event.currentTarget.checked)}
    />
  );
}

/** What is paid of the total, and what is still to pay while anything is. */
function AmountText({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation();
  const left = invoice.grandTotal - invoice.paidAmount;
  return (
    <>
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {formatRupiah(invoice.grandTotal)}
      </Text>
      {invoice.paymentStatus === 'partial' && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('billing.list.balance', { amount: formatRupiah(left) })}
        </Text>
      )}
    </>
  );
}

/** On a phone: one card per invoice. */
export function InvoiceCards({ invoices, base, showCompany, choice }: RowsProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Stack gap="xs">
      {invoices.map((invoice) => (
        <Paper key={invoice.id} withBorder p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={6} style={{ minWidth: 0 }}>
              <NumberLink invoice={invoice} base={base} />
              {showCompany && (
                <Text size="sm" fw={600}>
                  {invoice.company.name}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {invoice.title}
              </Text>
              <Group gap={6}>
                <InvoiceStatusBadge status={invoice.status} />
                <DueText due={invoice.due} />
              </Group>
              <Text size="sm">
                {t('billing.fields.invoiceDate')}: {formatDate(invoice.invoiceDate, language)}
              </Text>
              <AmountText invoice={invoice} />
            </Stack>
            {choice && <ChooseBox invoice={invoice} choice={choice} />}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

interface TableProps extends RowsProps {
  sort: InvoiceSort;
  order: SortOrder;
  onSort: (sort: InvoiceSort, order: SortOrder) => void;
  caption: string;
}

export function InvoicesTable({
  invoices,
  base,
  showCompany,
  choice,
  sort,
  order,
  onSort,
  caption,
}: TableProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const header = (column: InvoiceSort) => (
    <SortableHeader column={column} sort={sort} order={order} onSort={onSort}>
      {t(`billing.fields.${column}`)}
    </SortableHeader>
  );
  const choosable = choice ? invoices.filter(choice.canChoose) : [];
  const allChosen = choosable.length > 0 && choosable.every((invoice) => choice?.isChosen(invoice));

  return (
    <Table.ScrollContainer minWidth={showCompany ? 900 : 720}>
      <Table striped highlightOnHover verticalSpacing="sm" fz="sm" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {choice && (
              <Table.Th w={40}>
                <Checkbox
                  color="green"
                  aria-label={t('billing.coretax.choosePage')}
                  disabled={choosable.length === 0}
                  checked={allChosen}
                  indeterminate={!allChosen && choosable.some(choice.isChosen)}
                  onChange={(event) => {
                    for (const invoice of choosable) choice.toggle(invoice, event.currentTarget.checked);
                  }}
                />
              </Table.Th>
            )}
            {header('number')}
            {showCompany && <Table.Th>{t('billing.fields.company')}</Table.Th>}
            {header('invoiceDate')}
            {header('dueDate')}
            {header('grandTotal')}
            <Table.Th>{t('billing.fields.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              {choice && (
                <Table.Td>
                  <ChooseBox invoice={invoice} choice={choice} />
                </Table.Td>
              )}
              <Table.Td>
                <NumberLink invoice={invoice} base={base} />
                <Text size="xs" c="dimmed" lineClamp={1} maw={260}>
                  {invoice.title}
                </Text>
              </Table.Td>
              {showCompany && (
                <Table.Td miw={180}>
                  <Text size="sm">{invoice.company.name}</Text>
                </Table.Td>
              )}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDate(invoice.invoiceDate, language)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {invoice.dueDate ? formatDate(invoice.dueDate, language) : t('billing.detail.none')}
                <DueText due={invoice.due} size="xs" />
              </Table.Td>
              <Table.Td>
                <AmountText invoice={invoice} />
              </Table.Td>
              <Table.Td>
                <InvoiceStatusBadge status={invoice.status} size="sm" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

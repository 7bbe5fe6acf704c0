import { Anchor, Stack, Table, Text } from '@mantine/core';
import { unitLabelKey } from '@sirkula/domain/contracts/rules';
import { formatDate, formatQuantity } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import type { WasteSummary } from '@sirkula/domain/waste/answers';
import type { WASTE_SORTS } from '@sirkula/domain/waste/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SortOrder } from '../../components/list/sort-order.ts';
import { SortableHeader } from '../../components/list/sortable-header.tsx';
import { WasteStatusBadge } from '../../components/status-badge.tsx';
import { AwaitingConfirmationBadge, useWasteName } from './waste-badges.tsx';

export type WasteSort = (typeof WASTE_SORTS)[number];

interface ListProps {
  records: WasteSummary[];
  /** Internal staff and partners see several companies' records, so the company column matters. */
  showCompany: boolean;
  basePath: string;
  sort: WasteSort;
  order: SortOrder;
  onSort: (sort: WasteSort, order: SortOrder) => void;
  caption: string;
}

export function WasteTable({ records, showCompany, basePath, sort, order, onSort, caption }: ListProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const wasteName = useWasteName();
  const sortable = (column: WasteSort) => (
    <SortableHeader column={column} sort={sort} order={order} onSort={onSort}>
      {t(`waste.list.columns.${column}`)}
    </SortableHeader>
  );
  return (
    <Table.ScrollContainer minWidth={showCompany ? 1000 : 860}>
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing={8} aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('waste.list.columns.record')}</Table.Th>
            {sortable('transactionDate')}
            {showCompany && <Table.Th>{t('waste.list.columns.company')}</Table.Th>}
            <Table.Th>{t('waste.list.columns.type')}</Table.Th>
            {sortable('quantity')}
            {sortable('requestedPickupDate')}
            {sortable('status')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={record.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`${basePath}/${record.id}`}
                  fw={600}
                  size="sm"
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {record.transactionNumber}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {record.registrationNumber}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDate(record.transactionDate, language)}
              </Table.Td>
              {showCompany && (
                // Room for a company name on at most two lines; the contract number never breaks.
                <Table.Td miw={140}>
                  <Text size="sm">{record.companyName}</Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {record.contractNumber}
                  </Text>
                </Table.Td>
              )}
              <Table.Td>{wasteName(record)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatQuantity(record.quantity, t(unitLabelKey(record.unit)), language)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {record.requestedPickupDate ? formatDate(record.requestedPickupDate, language) : '—'}
                <Text size="xs" c="dimmed">
                  {t(`waste.timeWindows.${record.timeWindow}`)}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Stack gap={4} align="flex-start">
                  <WasteStatusBadge status={record.status} size="sm" />
                  <AwaitingConfirmationBadge record={record} size="sm" />
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

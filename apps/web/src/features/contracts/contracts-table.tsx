import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ContractSummary } from '@sirkula/domain/contracts/answers';
import { type CONTRACT_SORTS, unitLabelKey } from '@sirkula/domain/contracts/rules';
import { formatDate, formatRupiah } from '@sirkula/domain/shared/format';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SortOrder } from '../../components/list/sort-order.ts';
import { SortableHeader } from '../../components/list/sortable-header.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { ContractKindBadge, ContractStatusBadge, frequencyText } from './contract-badges.tsx';

export type ContractSort = (typeof CONTRACT_SORTS)[number];

interface RowsProps {
  contracts: ContractSummary[];
  /** Where a contract's page is, in the reader's portal. */
  base: string;
  /** Staff see every company's contracts, so each row names its company and kind. */
  internal: boolean;
}

function NumberLink({ contract, base }: { contract: ContractSummary; base: string }) {
  return (
    <Anchor
      component={Link}
      to={`${base}/${contract.id}`}
      fw={600}
      c="green.9"
      style={{ whiteSpace: 'nowrap' }}
    >
      {contract.number}
    </Anchor>
  );
}

function price(t: TFunction, contract: ContractSummary): string {
  return t('contracts.summary.priceWithUnit', {
    price: formatRupiah(contract.pricePerUnit),
    unit: t(unitLabelKey(contract.unit)),
  });
}

/** On a phone: one card per contract. */
export function ContractCards({ contracts, base, internal }: RowsProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Stack gap="xs">
      {contracts.map((contract) => (
        <Paper key={contract.id} withBorder p="sm">
          <Stack gap={6}>
            <NumberLink contract={contract} base={base} />
            {internal && (
              <Text size="sm" fw={600}>
                {contract.companyName}
              </Text>
            )}
            <Group gap={4}>
              <ContractStatusBadge status={contract.displayStatus} />
              {internal && <ContractKindBadge kind={contract.kind} short />}
            </Group>
            <Text size="sm">
              {formatDate(contract.startDate, language)} – {formatDate(contract.endDate, language)}
            </Text>
            <Text size="sm" c="dimmed">
              {[price(t, contract), frequencyText(t, contract.frequency, contract.frequencyInterval)].join(
                ' · ',
              )}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

interface TableProps extends RowsProps {
  query: { sort: ContractSort; order: SortOrder };
  onSort: (sort: ContractSort, order: SortOrder) => void;
}

export function ContractsTable({ contracts, base, internal, query, onSort }: TableProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const header = (sort: ContractSort) => (
    <SortableHeader column={sort} sort={query.sort} order={query.order} onSort={onSort}>
      {t(`contracts.fields.${sort}`)}
    </SortableHeader>
  );

  return (
    <Table.ScrollContainer minWidth={internal ? 820 : 640}>
      <Table striped highlightOnHover verticalSpacing="sm" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {header('number')}
            {internal && header('company')}
            <Table.Th>{t('contracts.fields.status')}</Table.Th>
            {header('startDate')}
            {header('endDate')}
            <Table.Th>{t('contracts.list.priceAndFrequency')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contracts.map((contract) => (
            <Table.Tr key={contract.id}>
              <Table.Td>
                <NumberLink contract={contract} base={base} />
              </Table.Td>
              {internal && (
                <Table.Td miw={180}>
                  <Stack gap={4} align="flex-start">
                    <Text size="sm">{contract.companyName}</Text>
                    <ContractKindBadge kind={contract.kind} short />
                  </Stack>
                </Table.Td>
              )}
              <Table.Td>
                <ContractStatusBadge status={contract.displayStatus} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(contract.startDate, language)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(contract.endDate, language)}</Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {price(t, contract)}
                </Text>
                <Text size="sm" c="dimmed">
                  {frequencyText(t, contract.frequency, contract.frequencyInterval)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import {
  Anchor,
  Button,
  Checkbox,
  Grid,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CONTRACT_DISPLAY_STATUSES,
  CONTRACT_KINDS,
  CONTRACT_SORTS,
  CONTRACT_UNITS,
  EXPIRING_SOON_DAYS,
  type ListContractsQuery,
  unitLabelKey,
} from '@sirkula/domain/contracts';
import type { ContractSummary } from '@sirkula/domain/contracts-answers';
import { formatDate, formatRupiah } from '@sirkula/domain/format';
import { DEFAULT_PAGE_SIZE, isPastTheEnd, PAGE_SIZES, type Page } from '@sirkula/domain/lists';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { ListFilters } from '../../components/list/list-filters.tsx';
import { ListFooter } from '../../components/list/list-footer.tsx';
import { ListLoadError } from '../../components/list/list-load-error.tsx';
import { PastTheEnd } from '../../components/list/past-the-end.tsx';
import { SortChoice } from '../../components/list/sort-choice.tsx';
import { SORT_ORDERS, type SortOrder } from '../../components/list/sort-order.ts';
import { SortableHeader } from '../../components/list/sortable-header.tsx';
import { pickParam, useListParams } from '../../components/list/use-list-params.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { contractsQuery } from './api.ts';
import { ContractKindBadge, ContractStatusBadge, frequencyText } from './contract-badges.tsx';

type Sort = (typeof CONTRACT_SORTS)[number];
/** What the address always settles: the sort is never left to the server's default. */
type Query = ListContractsQuery & { sort: Sort; order: SortOrder };
const FILTERS = ['q', 'status', 'kind', 'companyId', 'unit', 'expiring'] as const;

/** Reads the list's parameters from the address; a value it does not know falls back to the default. */
function toQuery(params: URLSearchParams, internal: boolean): Query {
  const pageSize = pickParam(params.get('pageSize'), PAGE_SIZES.map(String)) ?? String(DEFAULT_PAGE_SIZE);
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: Number(pageSize),
    q: params.get('q') ?? undefined,
    status: pickParam(params.get('status'), CONTRACT_DISPLAY_STATUSES),
    ...(internal && {
      kind: pickParam(params.get('kind'), CONTRACT_KINDS),
      companyId: params.get('companyId') || undefined,
      unit: pickParam(params.get('unit'), CONTRACT_UNITS),
      expiringWithinDays: params.get('expiring') === '1' ? EXPIRING_SOON_DAYS : undefined,
    }),
    sort: pickParam(params.get('sort'), CONTRACT_SORTS) ?? 'createdAt',
    order: pickParam(params.get('order'), SORT_ORDERS) ?? 'desc',
  };
}

/** One page for the three portals: internal staff see and manage every contract, companies their own. */
export function ContractsPage() {
  const { t } = useTranslation();
  const { user } = usePortalSession();
  const portal = user.userType;
  const internal = portal === 'internal';
  useDocumentTitle(t('contracts.title'));
  const { params, update, filtered, clearFilters, search, setSearch } = useListParams(FILTERS);
  const query = toQuery(params, internal);
  const contracts = useQuery(contractsQuery(query));

  const all = { value: '', label: t('contracts.list.all') };
  // Every row of a company-filtered page names the company, so the picker can show it at once.
  const companyName = query.companyId
    ? contracts.data?.items.find((item) => item.companyId === query.companyId)?.companyName
    : undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('contracts.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t(internal ? 'contracts.list.introInternal' : 'contracts.list.introOwn')}
          </Text>
        </Stack>
        {internal && (
          <Button component={Link} to="/internal/contracts/new" color="green">
            {t('contracts.list.create')}
          </Button>
        )}
      </Group>

      <ListFilters label={t('contracts.list.filters')} filtered={filtered} onClear={clearFilters} framed>
        <Grid gap="sm" align="flex-end">
          <Grid.Col span={{ base: 12, md: internal ? 6 : 8 }}>
            <TextInput
              type="search"
              label={t('contracts.list.search')}
              placeholder={t('contracts.list.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
          </Grid.Col>
          {internal && (
            <Grid.Col span={{ base: 12, md: 6 }}>
              <CompanyPicker
                label={t('contracts.list.company')}
                placeholder={t('contracts.list.companyPlaceholder')}
                value={query.companyId ?? null}
                selectedName={companyName}
                kind={query.kind}
                onChange={(companyId) => update({ companyId: companyId ?? undefined })}
              />
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 6, md: internal ? 3 : 4 }}>
            <NativeSelect
              label={t('contracts.fields.status')}
              value={query.status ?? ''}
              onChange={(event) => update({ status: event.currentTarget.value || undefined })}
              data={[
                all,
                ...CONTRACT_DISPLAY_STATUSES.map((value) => ({
                  value,
                  label: t(`contracts.statuses.${value}`),
                })),
              ]}
            />
          </Grid.Col>
          {internal && (
            <>
              <Grid.Col span={{ base: 6, md: 3 }}>
                <NativeSelect
                  label={t('contracts.fields.kind')}
                  value={query.kind ?? ''}
                  onChange={(event) => update({ kind: event.currentTarget.value || undefined })}
                  data={[
                    all,
                    ...CONTRACT_KINDS.map((value) => ({ value, label: t(`contracts.kinds.${value}`) })),
                  ]}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 3 }}>
                <NativeSelect
                  label={t('contracts.fields.unit')}
                  value={query.unit ?? ''}
                  onChange={(event) => update({ unit: event.currentTarget.value || undefined })}
                  data={[all, ...CONTRACT_UNITS.map((value) => ({ value, label: t(unitLabelKey(value)) }))]}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 3 }} pb={{ base: 4, md: 8 }}>
                <Checkbox
                  label={t('contracts.list.expiring', { days: EXPIRING_SOON_DAYS })}
                  color="green"
                  checked={query.expiringWithinDays !== undefined}
                  onChange={(event) => update({ expiring: event.currentTarget.checked ? '1' : undefined })}
                />
              </Grid.Col>
            </>
          )}
        </Grid>
      </ListFilters>

      {contracts.isPending && <LoadingSpinner />}
      {contracts.isError && (
        <ListLoadError message={t('contracts.list.loadFailed')} onRetry={() => contracts.refetch()} />
      )}
      {contracts.data && isPastTheEnd({ page: contracts.data.page, rows: contracts.data.items.length }) && (
        <PastTheEnd
          page={contracts.data.page}
          pageSize={contracts.data.pageSize}
          total={contracts.data.total}
          onPage={(page) => update({ page: page > 1 ? page : null })}
        />
      )}
      {contracts.data && contracts.data.items.length === 0 && contracts.data.page === 1 && (
        <Paper withBorder p="xl">
          <Stack align="center" gap="sm">
            <Text>{t(filtered || internal ? 'contracts.list.empty' : 'contracts.list.emptyOwn')}</Text>
            {filtered && (
              <Button variant="default" onClick={clearFilters}>
                {t('list.clearFilters')}
              </Button>
            )}
          </Stack>
        </Paper>
      )}
      {contracts.data && contracts.data.items.length > 0 && (
        <ContractsTable
          base={`/${portal}/contracts`}
          internal={internal}
          data={contracts.data}
          query={query}
          stale={contracts.isPlaceholderData}
          onSort={(sort, order) => update({ sort, order })}
          onPage={(page) => update({ page: page > 1 ? page : null })}
          onPageSize={(pageSize) => update({ pageSize })}
        />
      )}
    </Stack>
  );
}

interface TableProps {
  base: string;
  internal: boolean;
  data: Page<ContractSummary>;
  query: Query;
  stale: boolean;
  onSort: (sort: Sort, order: SortOrder) => void;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

function ContractsTable({ base, internal, data, query, stale, onSort, onPage, onPageSize }: TableProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const sorts = CONTRACT_SORTS.filter((sort) => internal || sort !== 'company');

  const sortLabel = (sort: Sort) => t(`contracts.fields.${sort}`);
  const header = (sort: Sort) => (
    <SortableHeader column={sort} sort={query.sort} order={query.order} onSort={onSort}>
      {sortLabel(sort)}
    </SortableHeader>
  );
  const numberLink = (contract: ContractSummary) => (
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
  const period = (contract: ContractSummary) =>
    `${formatDate(contract.startDate, language)} – ${formatDate(contract.endDate, language)}`;
  const price = (contract: ContractSummary) =>
    t('contracts.summary.priceWithUnit', {
      price: formatRupiah(contract.pricePerUnit),
      unit: t(unitLabelKey(contract.unit)),
    });

  return (
    <Stack gap="sm" style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={stale}>
      <Stack gap="xs" hiddenFrom="sm">
        <SortChoice
          columns={sorts}
          sort={query.sort}
          order={query.order}
          labelOf={sortLabel}
          onChange={onSort}
        />
        {data.items.map((contract) => (
          <Paper key={contract.id} withBorder p="sm">
            <Stack gap={6}>
              {numberLink(contract)}
              {internal && (
                <Text size="sm" fw={600}>
                  {contract.companyName}
                </Text>
              )}
              <Group gap={4}>
                <ContractStatusBadge status={contract.displayStatus} />
                {internal && <ContractKindBadge kind={contract.kind} short />}
              </Group>
              <Text size="sm">{period(contract)}</Text>
              <Text size="sm" c="dimmed">
                {[price(contract), frequencyText(t, contract.frequency, contract.frequencyInterval)].join(
                  ' · ',
                )}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={internal ? 820 : 640} visibleFrom="sm">
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
            {data.items.map((contract) => (
              <Table.Tr key={contract.id}>
                <Table.Td>{numberLink(contract)}</Table.Td>
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
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(contract.startDate, language)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(contract.endDate, language)}</Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {price(contract)}
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
      <ListFooter
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        totalKind={data.totalKind}
        rows={data.items.length}
        onPage={onPage}
        onPageSize={onPageSize}
      />
    </Stack>
  );
}

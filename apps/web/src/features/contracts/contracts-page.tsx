import {
  Anchor,
  Button,
  Checkbox,
  Grid,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  CONTRACT_KINDS,
  CONTRACT_SORTS,
  CONTRACT_STATUSES,
  CONTRACT_UNITS,
  type ListContractsQuery,
} from '@sirkula/domain/contracts';
import { formatDate, formatRupiah } from '@sirkula/domain/format';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type Page, pageCount } from '@sirkula/domain/lists';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { type ContractSummary, contractsQuery } from './api.ts';
import { CompanyPicker } from './company-picker.tsx';
import { ContractKindBadge, ContractStatusBadge, frequencyText } from './contract-badges.tsx';

type Sort = (typeof CONTRACT_SORTS)[number];
const DISPLAY_STATUSES = [...CONTRACT_STATUSES, 'expired'] as const;
const EXPIRING_DAYS = 30;
const FILTERS = ['q', 'status', 'kind', 'companyId', 'unit', 'expiring'] as const;

function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}

/** The list's state lives in the address, so a reload or the back button keeps it. */
function useListQuery(internal: boolean) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = pick(params.get('pageSize'), PAGE_SIZES.map(String)) ?? String(DEFAULT_PAGE_SIZE);
  const query: ListContractsQuery = {
    page,
    pageSize: Number(pageSize),
    q: params.get('q') ?? undefined,
    status: pick(params.get('status'), DISPLAY_STATUSES),
    ...(internal && {
      kind: pick(params.get('kind'), CONTRACT_KINDS),
      companyId: params.get('companyId') || undefined,
      unit: pick(params.get('unit'), CONTRACT_UNITS),
      expiringWithinDays: params.get('expiring') === '1' ? EXPIRING_DAYS : undefined,
    }),
    sort: pick(params.get('sort'), CONTRACT_SORTS) ?? 'createdAt',
    order: pick(params.get('order'), ['asc', 'desc'] as const) ?? 'desc',
  };
  /** Changes some parameters; any change but the page itself starts again at page 1. */
  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  const filtered = FILTERS.some((key) => params.has(key));
  return { query, update, filtered };
}

/** One page for the three portals: internal staff see and manage every contract, companies their own. */
export function ContractsPage() {
  const { t } = useTranslation();
  const { user } = usePortalSession();
  const portal = user.userType;
  const internal = portal === 'internal';
  useDocumentTitle(t('contracts.title'));
  const { query, update, filtered } = useListQuery(internal);
  const contracts = useQuery(contractsQuery(query));

  const [search, setSearch] = useState(query.q ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 350);
  useEffect(() => {
    if (debounced !== (query.q ?? '')) update({ q: debounced || undefined });
  }, [debounced]);

  const all = { value: '', label: t('contracts.list.all') };
  const clearFilters = () => {
    setSearch('');
    update(Object.fromEntries(FILTERS.map((key) => [key, undefined])));
  };
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

      <Paper withBorder p="sm" component="search" aria-label={t('contracts.list.filters')}>
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
                ...DISPLAY_STATUSES.map((value) => ({ value, label: t(`contracts.statuses.${value}`) })),
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
                  data={[
                    all,
                    ...CONTRACT_UNITS.map((value) => ({ value, label: t(`contracts.units.${value}`) })),
                  ]}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 3 }} pb={{ base: 4, md: 8 }}>
                <Checkbox
                  label={t('contracts.list.expiring')}
                  color="green"
                  checked={query.expiringWithinDays !== undefined}
                  onChange={(event) => update({ expiring: event.currentTarget.checked ? '1' : undefined })}
                />
              </Grid.Col>
            </>
          )}
        </Grid>
        {filtered && (
          <Button variant="subtle" size="compact-sm" mt="xs" onClick={clearFilters}>
            {t('contracts.list.clearFilters')}
          </Button>
        )}
      </Paper>

      {contracts.isPending && <LoadingSpinner />}
      {contracts.isError && (
        <Stack gap="xs" align="flex-start">
          <NotificationBanner type="error" message={t('contracts.list.loadFailed')} />
          <Button variant="default" onClick={() => contracts.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      )}
      {contracts.data && contracts.data.items.length === 0 && (
        <Paper withBorder p="xl">
          <Stack align="center" gap="sm">
            <Text>{t(filtered || internal ? 'contracts.list.empty' : 'contracts.list.emptyOwn')}</Text>
            {filtered && (
              <Button variant="default" onClick={clearFilters}>
                {t('contracts.list.clearFilters')}
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
          onPage={(page) => update({ page: page > 1 ? String(page) : undefined })}
          onPageSize={(pageSize) => update({ pageSize: String(pageSize) })}
        />
      )}
    </Stack>
  );
}

interface TableProps {
  base: string;
  internal: boolean;
  data: Page<ContractSummary>;
  query: ListContractsQuery;
  stale: boolean;
  onSort: (sort: Sort, order: 'asc' | 'desc') => void;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

function ContractsTable({ base, internal, data, query, stale, onSort, onPage, onPageSize }: TableProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const from = (data.page - 1) * data.pageSize + 1;
  const to = Math.min(data.total, data.page * data.pageSize);
  const sorts = CONTRACT_SORTS.filter((sort) => internal || sort !== 'company');

  const sortLabel = (sort: Sort) => t(`contracts.fields.${sort}`);
  const header = (sort: Sort) => {
    const label = sortLabel(sort);
    const active = query.sort === sort;
    const direction = active ? query.order : undefined;
    return (
      <Table.Th aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
        <UnstyledButton
          onClick={() => onSort(sort, active && query.order === 'asc' ? 'desc' : 'asc')}
          fw={700}
          fz="sm"
          aria-label={t('contracts.list.sortBy', { column: label })}
          style={{ whiteSpace: 'nowrap' }}
        >
          {label}{' '}
          <span aria-hidden="true">{direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}</span>
        </UnstyledButton>
      </Table.Th>
    );
  };
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
      unit: t(`contracts.unitsShort.${contract.unit}`),
    });

  return (
    <Stack gap="sm" style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={stale}>
      <Stack gap="xs" hiddenFrom="sm">
        <NativeSelect
          label={t('contracts.list.sortLabel')}
          value={`${query.sort}:${query.order}`}
          onChange={(event) => {
            const [sort, order] = event.currentTarget.value.split(':');
            const chosen = CONTRACT_SORTS.find((item) => item === sort);
            if (chosen) onSort(chosen, order === 'desc' ? 'desc' : 'asc');
          }}
          data={sorts.flatMap((sort) =>
            (['asc', 'desc'] as const).map((order) => ({
              value: `${sort}:${order}`,
              label: `${sortLabel(sort)} ${order === 'asc' ? '↑' : '↓'}`,
            })),
          )}
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
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <NativeSelect
            aria-label={t('contracts.list.pageSize')}
            value={String(data.pageSize)}
            onChange={(event) => onPageSize(Number(event.currentTarget.value))}
            data={PAGE_SIZES.map(String)}
            w={80}
          />
          <Text size="sm" c="dimmed">
            {t('contracts.list.showing', { from, to, total: data.total })}
          </Text>
        </Group>
        <nav aria-label={t('contracts.list.pagination')}>
          <Pagination
            total={pageCount(data.total, data.pageSize)}
            value={data.page}
            onChange={onPage}
            color="green"
            size="sm"
            siblings={1}
            getControlProps={(control) => ({ 'aria-label': t(`audit.pagination.${control}`) })}
          />
        </nav>
      </Group>
    </Stack>
  );
}

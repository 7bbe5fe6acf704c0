import {
  Anchor,
  Button,
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
import { ACCOUNT_STATUSES } from '@sirkula/domain/account-status';
import { COMPANY_KINDS, COMPANY_SORTS, type ListCompaniesQuery } from '@sirkula/domain/companies';
import { formatDate } from '@sirkula/domain/format';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type Page, pageCount } from '@sirkula/domain/lists';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { type CompanySummary, companiesQuery } from './api.ts';
import { CompletenessBadge, KindBadges, StatusBadge } from './company-badges.tsx';

type Sort = (typeof COMPANY_SORTS)[number];

function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}

/** The list's state lives in the address, so a reload or the back button keeps it. */
function useListQuery() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = pick(params.get('pageSize'), PAGE_SIZES.map(String)) ?? String(DEFAULT_PAGE_SIZE);
  const query: ListCompaniesQuery = {
    page,
    pageSize: Number(pageSize),
    q: params.get('q') ?? undefined,
    kind: pick(params.get('kind'), COMPANY_KINDS),
    status: pick(params.get('status'), ACCOUNT_STATUSES),
    complete: pick(params.get('complete'), ['yes', 'no'] as const),
    sort: pick(params.get('sort'), COMPANY_SORTS) ?? 'name',
    order: pick(params.get('order'), ['asc', 'desc'] as const) ?? 'asc',
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
  return { query, update };
}

export function CompaniesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('companies.title'));
  const { query, update } = useListQuery();
  const companies = useQuery(companiesQuery(query));

  const [search, setSearch] = useState(query.q ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 350);
  useEffect(() => {
    if (debounced !== (query.q ?? '')) update({ q: debounced || undefined });
  }, [debounced]);

  const all = { value: '', label: t('companies.list.all') };
  const filtered = Boolean(query.q || query.kind || query.status || query.complete);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('companies.title')}
        </Title>
        <Button component={Link} to="/internal/companies/new" color="green">
          {t('companies.list.create')}
        </Button>
      </Group>

      <Paper withBorder p="sm">
        <Grid gap="sm" align="flex-end">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput
              type="search"
              label={t('companies.list.search')}
              placeholder={t('companies.list.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, xs: 4, md: 2 }}>
            <NativeSelect
              label={t('companies.fields.kind')}
              value={query.kind ?? ''}
              onChange={(event) => update({ kind: event.currentTarget.value || undefined })}
              data={[all, ...COMPANY_KINDS.map((value) => ({ value, label: t(`companies.kinds.${value}`) }))]}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, xs: 4, md: 2 }}>
            <NativeSelect
              label={t('companies.fields.status')}
              value={query.status ?? ''}
              onChange={(event) => update({ status: event.currentTarget.value || undefined })}
              data={[
                all,
                ...ACCOUNT_STATUSES.map((value) => ({ value, label: t(`companies.statuses.${value}`) })),
              ]}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 4, md: 2 }}>
            <NativeSelect
              label={t('companies.list.completeness')}
              value={query.complete ?? ''}
              onChange={(event) => update({ complete: event.currentTarget.value || undefined })}
              data={[
                all,
                { value: 'yes', label: t('companies.completeness.complete') },
                { value: 'no', label: t('companies.completeness.incomplete') },
              ]}
            />
          </Grid.Col>
        </Grid>
      </Paper>

      {companies.isPending && <LoadingSpinner />}
      {companies.isError && (
        <Stack gap="xs" align="flex-start">
          <NotificationBanner type="error" message={t('companies.list.loadFailed')} />
          <Button variant="default" onClick={() => companies.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      )}
      {companies.data && companies.data.items.length === 0 && (
        <Paper withBorder p="xl">
          <Stack align="center" gap="sm">
            <Text>{t('companies.list.empty')}</Text>
            {filtered && (
              <Button
                variant="default"
                onClick={() => {
                  setSearch('');
                  update({ q: undefined, kind: undefined, status: undefined, complete: undefined });
                }}
              >
                {t('companies.list.clearFilters')}
              </Button>
            )}
          </Stack>
        </Paper>
      )}
      {companies.data && companies.data.items.length > 0 && (
        <CompaniesTable
          data={companies.data}
          query={query}
          stale={companies.isPlaceholderData}
          onSort={(sort, order) => update({ sort, order })}
          onPage={(page) => update({ page: page > 1 ? String(page) : undefined })}
          onPageSize={(pageSize) => update({ pageSize: String(pageSize) })}
        />
      )}
    </Stack>
  );
}

interface TableProps {
  data: Page<CompanySummary>;
  query: ListCompaniesQuery;
  stale: boolean;
  onSort: (sort: Sort, order: 'asc' | 'desc') => void;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

function CompaniesTable({ data, query, stale, onSort, onPage, onPageSize }: TableProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const from = (data.page - 1) * data.pageSize + 1;
  const to = Math.min(data.total, data.page * data.pageSize);

  const sortLabel = (sort: Sort) =>
    t(sort === 'profileComplete' ? 'companies.list.completeness' : `companies.fields.${sort}`);
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
          aria-label={t('companies.list.sortBy', { column: label })}
        >
          {label}{' '}
          <span aria-hidden="true">{direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}</span>
        </UnstyledButton>
      </Table.Th>
    );
  };

  return (
    <Stack gap="sm" style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={stale}>
      <Stack gap="xs" hiddenFrom="sm">
        <NativeSelect
          label={t('companies.list.sortLabel')}
          value={`${query.sort}:${query.order}`}
          onChange={(event) => {
            const [sort, order] = event.currentTarget.value.split(':');
            const chosen = COMPANY_SORTS.find((item) => item === sort);
            if (chosen) onSort(chosen, order === 'desc' ? 'desc' : 'asc');
          }}
          data={COMPANY_SORTS.flatMap((sort) =>
            (['asc', 'desc'] as const).map((order) => ({
              value: `${sort}:${order}`,
              label: `${sortLabel(sort)} ${order === 'asc' ? '↑' : '↓'}`,
            })),
          )}
        />
        {data.items.map((company) => (
          <Paper key={company.id} withBorder p="sm">
            <Stack gap={6}>
              <Anchor component={Link} to={`/internal/companies/${company.id}`} fw={600} c="green.9">
                {company.name}
              </Anchor>
              <Group gap={4}>
                <KindBadges kind={company.kind} partnerRoles={company.partnerRoles} />
                <StatusBadge status={company.status} />
                <CompletenessBadge complete={company.profileComplete} />
              </Group>
              <Text size="sm" c="dimmed">
                {[company.city, formatDate(company.createdAt, language)].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={760} visibleFrom="sm">
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {header('name')}
              <Table.Th>{t('companies.fields.kind')}</Table.Th>
              {header('city')}
              {header('status')}
              {header('profileComplete')}
              {header('createdAt')}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((company) => (
              <Table.Tr key={company.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/internal/companies/${company.id}`} fw={600} c="green.9">
                    {company.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <KindBadges kind={company.kind} partnerRoles={company.partnerRoles} />
                </Table.Td>
                <Table.Td>{company.city ?? '—'}</Table.Td>
                <Table.Td>
                  <StatusBadge status={company.status} />
                </Table.Td>
                <Table.Td>
                  <CompletenessBadge complete={company.profileComplete} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(company.createdAt, language)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <NativeSelect
            aria-label={t('companies.list.pageSize')}
            value={String(data.pageSize)}
            onChange={(event) => onPageSize(Number(event.currentTarget.value))}
            data={PAGE_SIZES.map(String)}
            w={80}
          />
          <Text size="sm" c="dimmed">
            {t('companies.list.showing', { from, to, total: data.total })}
          </Text>
        </Group>
        <nav aria-label={t('companies.list.pagination')}>
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

import {
  Anchor,
  Button,
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
import { ACCOUNT_STATUSES } from '@sirkula/domain/account-status';
import { COMPANY_KINDS, COMPANY_SORTS, type ListCompaniesQuery } from '@sirkula/domain/companies';
import type { CompanySummary } from '@sirkula/domain/companies-answers';
import { formatDate } from '@sirkula/domain/format';
import { DEFAULT_PAGE_SIZE, isPastTheEnd, PAGE_SIZES, type Page } from '@sirkula/domain/lists';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListFilters } from '../../components/list/list-filters.tsx';
import { ListFooter } from '../../components/list/list-footer.tsx';
import { ListLoadError } from '../../components/list/list-load-error.tsx';
import { PastTheEnd } from '../../components/list/past-the-end.tsx';
import { SortChoice } from '../../components/list/sort-choice.tsx';
import { SORT_ORDERS, type SortOrder } from '../../components/list/sort-order.ts';
import { SortableHeader } from '../../components/list/sortable-header.tsx';
import { pickParam, useListParams } from '../../components/list/use-list-params.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { companiesQuery } from './api.ts';
import { CompletenessBadge, KindBadges, StatusBadge } from './company-badges.tsx';

type Sort = (typeof COMPANY_SORTS)[number];
/** What the address always settles: the sort is never left to the server's default. */
type Query = ListCompaniesQuery & { sort: Sort; order: SortOrder };

const FILTERS = ['q', 'kind', 'status', 'complete'] as const;

/** Reads the list's parameters from the address; a value it does not know falls back to the default. */
function toQuery(params: URLSearchParams): Query {
  const pageSize = pickParam(params.get('pageSize'), PAGE_SIZES.map(String)) ?? String(DEFAULT_PAGE_SIZE);
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: Number(pageSize),
    q: params.get('q') ?? undefined,
    kind: pickParam(params.get('kind'), COMPANY_KINDS),
    status: pickParam(params.get('status'), ACCOUNT_STATUSES),
    complete: pickParam(params.get('complete'), ['yes', 'no'] as const),
    sort: pickParam(params.get('sort'), COMPANY_SORTS) ?? 'name',
    order: pickParam(params.get('order'), SORT_ORDERS) ?? 'asc',
  };
}

export function CompaniesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('companies.title'));
  const { params, update, filtered, clearFilters, search, setSearch } = useListParams(FILTERS);
  const query = toQuery(params);
  const companies = useQuery(companiesQuery(query));

  const all = { value: '', label: t('companies.list.all') };

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

      <ListFilters label={t('companies.list.filters')} filtered={filtered} onClear={clearFilters} framed>
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
      </ListFilters>

      {companies.isPending && <LoadingSpinner />}
      {companies.isError && (
        <ListLoadError message={t('companies.list.loadFailed')} onRetry={() => companies.refetch()} />
      )}
      {companies.data && isPastTheEnd({ page: companies.data.page, rows: companies.data.items.length }) && (
        <PastTheEnd
          page={companies.data.page}
          pageSize={companies.data.pageSize}
          total={companies.data.total}
          onPage={(page) => update({ page: page > 1 ? page : null })}
        />
      )}
      {companies.data && companies.data.items.length === 0 && companies.data.page === 1 && (
        <Paper withBorder p="xl">
          <Stack align="center" gap="sm">
            <Text>{t('companies.list.empty')}</Text>
            {filtered && (
              <Button variant="default" onClick={clearFilters}>
                {t('list.clearFilters')}
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
          onPage={(page) => update({ page: page > 1 ? page : null })}
          onPageSize={(pageSize) => update({ pageSize })}
        />
      )}
    </Stack>
  );
}

interface TableProps {
  data: Page<CompanySummary>;
  query: Query;
  stale: boolean;
  onSort: (sort: Sort, order: SortOrder) => void;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

function CompaniesTable({ data, query, stale, onSort, onPage, onPageSize }: TableProps) {
  const { t } = useTranslation();
  const language = currentLanguage();

  const sortLabel = (sort: Sort) =>
    t(sort === 'profileComplete' ? 'companies.list.completeness' : `companies.fields.${sort}`);
  const header = (sort: Sort) => (
    <SortableHeader column={sort} sort={query.sort} order={query.order} onSort={onSort}>
      {sortLabel(sort)}
    </SortableHeader>
  );

  return (
    <Stack gap="sm" style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={stale}>
      <Stack gap="xs" hiddenFrom="sm">
        <SortChoice
          columns={COMPANY_SORTS}
          sort={query.sort}
          order={query.order}
          labelOf={sortLabel}
          onChange={onSort}
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
                {/* Most names fit on one line; the type's badges stack instead. */}
                <Table.Td miw={260}>
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
      <ListFooter
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        totalKind={data.totalKind}
        rows={data.items.length}
        onPage={onPage}
        onPageSize={onPageSize}
        label={t('companies.list.pagination')}
      />
    </Stack>
  );
}

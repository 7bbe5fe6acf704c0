import { Anchor, Button, Grid, Group, NativeSelect, Paper, Stack, Table, Text } from '@mantine/core';
import { ACCOUNT_STATUSES } from '@sirkula/domain/auth/account-status';
import type { CompanySummary } from '@sirkula/domain/companies/answers';
import { COMPANY_KINDS, COMPANY_SORTS, type ListCompaniesQuery } from '@sirkula/domain/companies/rules';
import { formatDate } from '@sirkula/domain/shared/format';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@sirkula/domain/shared/lists';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../components/list/list-page.tsx';
import { SearchField } from '../../components/list/search-field.tsx';
import { SORT_ORDERS, type SortOrder } from '../../components/list/sort-order.ts';
import { SortableHeader } from '../../components/list/sortable-header.tsx';
import { type ListFilterProps, pickParam, useListParams } from '../../components/list/use-list-params.ts';
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
  const { params, search, setSearch, ...listParams } = useListParams(FILTERS);
  const query = toQuery(params);
  const companies = useQuery(companiesQuery(query));
  const onSort = (sort: Sort, order: SortOrder) => listParams.update({ sort, order });

  return (
    <ListPage
      title={t('companies.title')}
      action={
        <Group gap="xs">
          <Button component={Link} to="/internal/companies/partnership" variant="default">
            {t('companies.list.partnership')}
          </Button>
          <Button component={Link} to="/internal/companies/new" color="green">
            {t('companies.list.create')}
          </Button>
        </Group>
      }
      filtersLabel={t('companies.list.filters')}
      filters={
        <CompanyFilters query={query} search={search} setSearch={setSearch} update={listParams.update} />
      }
      params={listParams}
      list={companies}
      loadFailed="companies.list.loadFailed"
      empty={{ title: t('companies.list.empty') }}
      sorting={{
        columns: COMPANY_SORTS,
        sort: query.sort,
        order: query.order,
        labelOf: (sort) => sortLabel(t, sort),
        onChange: onSort,
      }}
      cards={(items) => <CompanyCards companies={items} />}
      table={(items) => <CompaniesTable companies={items} query={query} onSort={onSort} />}
      paginationLabel={t('companies.list.pagination')}
    />
  );
}

function sortLabel(t: TFunction, sort: Sort): string {
  return t(sort === 'profileComplete' ? 'companies.list.completeness' : `companies.fields.${sort}`);
}

type FiltersProps = ListFilterProps<Query>;

function CompanyFilters({ query, search, setSearch, update }: FiltersProps) {
  const { t } = useTranslation();
  const all = { value: '', label: t('companies.list.all') };
  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <SearchField
          label={t('companies.list.search')}
          placeholder={t('companies.list.searchPlaceholder')}
          search={search}
          setSearch={setSearch}
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
  );
}

function CompanyCards({ companies }: { companies: CompanySummary[] }) {
  const language = currentLanguage();
  return (
    <Stack gap="xs">
      {companies.map((company) => (
        <Paper key={company.id} withBorder p="sm">
          <Stack gap={6}>
            <CompanyLink company={company} />
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
  );
}

function CompanyLink({ company }: { company: CompanySummary }) {
  return (
    <Anchor component={Link} to={`/internal/companies/${company.id}`} fw={600} c="green.9">
      {company.name}
    </Anchor>
  );
}

interface TableProps {
  companies: CompanySummary[];
  query: Query;
  onSort: (sort: Sort, order: SortOrder) => void;
}

function CompaniesTable({ companies, query, onSort }: TableProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const header = (sort: Sort) => (
    <SortableHeader column={sort} sort={query.sort} order={query.order} onSort={onSort}>
      {sortLabel(t, sort)}
    </SortableHeader>
  );

  return (
    <Table.ScrollContainer minWidth={760}>
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
          {companies.map((company) => (
            <Table.Tr key={company.id}>
              {/* Most names fit on one line; the type's badges stack instead. */}
              <Table.Td miw={260}>
                <CompanyLink company={company} />
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
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(company.createdAt, language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Button, Checkbox, Grid, NativeSelect } from '@mantine/core';
import {
  CONTRACT_DISPLAY_STATUSES,
  CONTRACT_KINDS,
  CONTRACT_SORTS,
  CONTRACT_UNITS,
  EXPIRING_SOON_DAYS,
  type ListContractsQuery,
  unitLabelKey,
} from '@sirkula/domain/contracts/rules';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@sirkula/domain/shared/lists';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { SearchField } from '../../components/list/search-field.tsx';
import { SORT_ORDERS, type SortOrder } from '../../components/list/sort-order.ts';
import { type ListFilterProps, pickParam, useListParams } from '../../components/list/use-list-params.ts';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { contractsQuery } from './api.ts';
import { ContractCards, type ContractSort, ContractsTable } from './contracts-table.tsx';

type Sort = ContractSort;
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
  const { params, search, setSearch, ...listParams } = useListParams(FILTERS);
  const query = toQuery(params, internal);
  const contracts = useQuery(contractsQuery(query));
  const onSort = (sort: Sort, order: SortOrder) => listParams.update({ sort, order });
  // Every row of a company-filtered page names the company, so the picker can show it at once.
  const companyName = query.companyId
    ? contracts.data?.items.find((item) => item.companyId === query.companyId)?.companyName
    : undefined;
  const rows = { base: `/${portal}/contracts`, internal };

  return (
    <ListPage
      title={t('contracts.title')}
      intro={t(internal ? 'contracts.list.introInternal' : 'contracts.list.introOwn')}
      action={
        internal && (
          <Button component={Link} to="/internal/contracts/new" color="green">
            {t('contracts.list.create')}
          </Button>
        )
      }
      filtersLabel={t('contracts.list.filters')}
      filters={
        <ContractFilters
          query={query}
          internal={internal}
          companyName={companyName}
          search={search}
          setSearch={setSearch}
          update={listParams.update}
        />
      }
      params={listParams}
      list={contracts}
      loadFailed="contracts.list.loadFailed"
      empty={{
        title: t(listParams.filtered || internal ? 'contracts.list.empty' : 'contracts.list.emptyOwn'),
      }}
      sorting={{
        columns: CONTRACT_SORTS.filter((sort) => internal || sort !== 'company'),
        sort: query.sort,
        order: query.order,
        labelOf: (sort) => t(`contracts.fields.${sort}`),
        onChange: onSort,
      }}
      cards={(items) => <ContractCards contracts={items} {...rows} />}
      table={(items) => <ContractsTable contracts={items} {...rows} query={query} onSort={onSort} />}
    />
  );
}

interface FiltersProps extends ListFilterProps<Query> {
  internal: boolean;
  companyName: string | undefined;
}

function ContractFilters({ query, internal, companyName, search, setSearch, update }: FiltersProps) {
  const { t } = useTranslation();
  const all = { value: '', label: t('contracts.list.all') };
  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, md: internal ? 6 : 8 }}>
        <SearchField
          label={t('contracts.list.search')}
          placeholder={t('contracts.list.searchPlaceholder')}
          search={search}
          setSearch={setSearch}
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
  );
}

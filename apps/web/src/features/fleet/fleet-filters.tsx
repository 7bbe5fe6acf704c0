import { useMediaQuery } from '@mantine/hooks';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@sirkula/domain/shared/lists';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { FilterGrid } from '../../components/list/filter-grid.tsx';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { SearchField } from '../../components/list/search-field.tsx';
import { SORT_ORDERS, type SortOrder } from '../../components/list/sort-order.ts';
import { type ListFilterProps, pickParam } from '../../components/list/use-list-params.ts';

export const FLEET_FILTERS = ['q', 'companyId', 'active'] as const;
const ACTIVE_VALUES = ['true', 'false'] as const;

/** What a vehicle or driver list reads from the address; unknown values fall back to the defaults. */
export function fleetListQuery<S extends string>(params: URLSearchParams, sorts: readonly S[], fallback: S) {
  const pageSize = pickParam(params.get('pageSize'), PAGE_SIZES.map(String)) ?? String(DEFAULT_PAGE_SIZE);
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: Number(pageSize),
    q: params.get('q') ?? undefined,
    companyId: params.get('companyId') || undefined,
    active: pickParam(params.get('active'), ACTIVE_VALUES),
    sort: pickParam(params.get('sort'), sorts) ?? fallback,
    order: pickParam(params.get('order'), SORT_ORDERS) ?? ('asc' as SortOrder),
  };
}
type FleetQuery = ReturnType<typeof fleetListQuery<string>>;

interface Props extends ListFilterProps<FleetQuery> {
  searchPlaceholder: string;
  /** The chosen transporter's name, from the rows, so the picker shows it at once. */
  companyName?: string;
}

/** Search, transporter and active-or-not: the filters of both the vehicle and the driver list. */
export function FleetFilters({ query, search, setSearch, update, searchPlaceholder, companyName }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <FilterGrid cols={{ base: 2, md: 3 }}>
      <SearchField
        label={t('fleet.vehicles.search')}
        placeholder={searchPlaceholder}
        search={search}
        setSearch={setSearch}
        style={phone ? { gridColumn: '1 / -1' } : undefined}
      />
      <CompanyPicker
        label={t('fleet.list.company')}
        placeholder={t('fleet.list.companyPlaceholder')}
        kind="partner"
        value={query.companyId ?? null}
        selectedName={companyName}
        onChange={(companyId) => update({ companyId })}
      />
      <FilterSelect
        label={t('fleet.list.status')}
        anyLabel={t('fleet.list.all')}
        values={ACTIVE_VALUES}
        labelOf={(value) => t(value === 'true' ? 'fleet.list.active' : 'fleet.list.inactive')}
        value={query.active}
        onChange={(active) => update({ active })}
      />
    </FilterGrid>
  );
}

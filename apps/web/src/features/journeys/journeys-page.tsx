import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { WASTE_TYPES } from '@sirkula/domain/contracts/rules';
import {
  DISCREPANCY_FILTERS,
  JOURNEY_SORTS,
  JOURNEY_STAGE_FILTERS,
  type ListJourneysQuery,
  listJourneysQuery,
} from '@sirkula/domain/journeys/inputs';
import { JOURNEY_STATUSES } from '@sirkula/domain/journeys/rules';
import { lastPage } from '@sirkula/domain/shared/lists';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { DateField } from '../../components/date-field.tsx';
import { FilterGrid } from '../../components/list/filter-grid.tsx';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { SearchField } from '../../components/list/search-field.tsx';
import type { SortOrder } from '../../components/list/sort-order.ts';
import { totalText } from '../../components/list/total-text.ts';
import { type ListFilterProps, useListParams } from '../../components/list/use-list-params.ts';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { journeyListQuery } from './api.ts';
import { DeliveryTolerance } from './delivery-tolerance.tsx';
import { JourneyCards } from './journey-cards.tsx';
import { journeysBase } from './journey-paths.ts';
import { type JourneySort, JourneysTable } from './journeys-table.tsx';

const FILTERS = [
  'q',
  'status',
  'stage',
  'discrepancy',
  'from',
  'to',
  'transporterId',
  'receiverId',
  'customerId',
  'wasteType',
] as const;

/** Staff list every journey at /internal/journey; a partner its own at /partner/waste/journeys. */
export function JourneysPage() {
  const { t } = useTranslation();
  const { user } = usePortalSession();
  const internal = user.userType === 'internal';
  const basePath = journeysBase(user.userType);
  const arrival = useLocation().state as { message?: string } | null;
  useDocumentTitle(t('journeys.title'));
  const { params, search, setSearch, ...listParams } = useListParams(FILTERS);
  const parsed = listJourneysQuery.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : listJourneysQuery.parse({});
  const journeys = useQuery(journeyListQuery(query));
  // Sorting keeps the page: the reader asked to see these rows in another order, not to start over.
  const onSort = (sort: JourneySort, order: SortOrder) => listParams.update({ sort, order }, true);

  const data = journeys.data;
  const pages = data ? lastPage({ ...data, rows: data.items.length }) : 1;
  const caption = t('journeys.list.caption', {
    page: query.page,
    pages: totalText(t, String(pages), data?.totalKind ?? 'exact'),
  });
  const create = (
    <Button component={Link} to={`${basePath}/new`} color="green">
      {t('journeys.list.create')}
    </Button>
  );

  return (
    <ListPage
      title={t('journeys.title')}
      intro={t(internal ? 'journeys.list.introInternal' : 'journeys.list.introPartner')}
      action={internal ? create : <BackLink to="/partner/waste" label={t('journeys.list.toRecords')} />}
      notice={
        <>
          {internal && <DeliveryTolerance />}
          {arrival?.message && <NotificationBanner type="success" message={arrival.message} />}
        </>
      }
      filtersLabel={t('journeys.list.filters')}
      filters={
        <JourneyFilters
          query={query}
          internal={internal}
          search={search}
          setSearch={setSearch}
          update={listParams.update}
        />
      }
      params={listParams}
      list={journeys}
      loadFailed="journeys.list.loadFailed"
      empty={{
        title: t(internal ? 'journeys.list.emptyTitle' : 'journeys.list.emptyPartnerTitle'),
        description: t(internal ? 'journeys.list.empty' : 'journeys.list.emptyPartner'),
        action: internal && create,
      }}
      sorting={{
        columns: JOURNEY_SORTS,
        sort: query.sort,
        order: query.order,
        labelOf: (column) => t(`journeys.list.columns.${column}`),
        onChange: onSort,
      }}
      cards={(items) => <JourneyCards journeys={items} basePath={basePath} />}
      table={(items) => (
        <JourneysTable
          journeys={items}
          basePath={basePath}
          sort={query.sort}
          order={query.order}
          onSort={onSort}
          caption={caption}
        />
      )}
    />
  );
}

interface FiltersProps extends ListFilterProps<ListJourneysQuery> {
  /** Only staff choose among companies; a partner's journeys are its own already. */
  internal: boolean;
}

function JourneyFilters({ query, internal, search, setSearch, update }: FiltersProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const anyLabel = t('journeys.list.any');
  return (
    <FilterGrid cols={{ base: 2, md: 4 }}>
      <SearchField
        label={t('journeys.list.search')}
        placeholder={t('journeys.list.searchPlaceholder')}
        search={search}
        setSearch={setSearch}
        style={phone ? { gridColumn: '1 / -1' } : undefined}
      />
      <FilterSelect
        label={t('journeys.list.status')}
        anyLabel={anyLabel}
        values={JOURNEY_STATUSES}
        labelOf={(status) => t(`journeys.statuses.${status}`)}
        value={query.status}
        onChange={(status) => update({ status })}
      />
      <FilterSelect
        label={t('journeys.list.stage')}
        anyLabel={anyLabel}
        values={JOURNEY_STAGE_FILTERS}
        labelOf={(stage) => (stage === 'onRoad' ? t('journeys.list.onRoad') : t(`journeys.stages.${stage}`))}
        value={query.stage}
        onChange={(stage) => update({ stage })}
      />
      <FilterSelect
        label={t('journeys.list.discrepancy')}
        anyLabel={anyLabel}
        values={DISCREPANCY_FILTERS}
        labelOf={(state) => t(`journeys.discrepancy.${state}`)}
        value={query.discrepancy}
        onChange={(discrepancy) => update({ discrepancy })}
      />
      <FilterSelect
        label={t('journeys.list.wasteType')}
        anyLabel={anyLabel}
        values={WASTE_TYPES}
        labelOf={(type) => t(`waste.types.${type}`)}
        value={query.wasteType}
        onChange={(wasteType) => update({ wasteType })}
      />
      <DateField
        label={t('journeys.list.from')}
        placeholder={anyLabel}
        clearable
        value={query.from ?? ''}
        maxDate={query.to}
        onChange={(from) => update({ from })}
      />
      <DateField
        label={t('journeys.list.to')}
        placeholder={anyLabel}
        clearable
        value={query.to ?? ''}
        minDate={query.from}
        onChange={(to) => update({ to })}
      />
      {internal && (
        <>
          <CompanyPicker
            label={t('journeys.list.transporter')}
            placeholder={anyLabel}
            kind="partner"
            value={query.transporterId ?? null}
            onChange={(transporterId) => update({ transporterId })}
          />
          <CompanyPicker
            label={t('journeys.list.receiver')}
            placeholder={anyLabel}
            kind="partner"
            value={query.receiverId ?? null}
            onChange={(receiverId) => update({ receiverId })}
          />
          <CompanyPicker
            label={t('journeys.list.customer')}
            placeholder={anyLabel}
            kind="customer"
            value={query.customerId ?? null}
            onChange={(customerId) => update({ customerId })}
          />
        </>
      )}
    </FilterGrid>
  );
}

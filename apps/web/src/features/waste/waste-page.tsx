import { Button, Checkbox, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lastPage } from '@sirkula/domain/shared/lists';
import { type ListWasteQuery, listWasteQuery, WASTE_SORTS, WASTE_TYPES } from '@sirkula/domain/waste/rules';
import { WASTE_STATUS_FILTERS } from '@sirkula/domain/waste/status';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
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
import { wasteListQuery } from './api.ts';
import { WasteCards } from './waste-cards.tsx';
import { type WasteSort, WasteTable } from './waste-table.tsx';

const FILTERS = ['q', 'status', 'confirmation', 'type', 'companyId', 'from', 'to', 'pickupDate'] as const;

/** One list for the three portals: internal staff see every company, a customer its own, a partner its journeys'. */
export function WastePage() {
  const { t } = useTranslation();
  const { user } = usePortalSession();
  const location = useLocation();
  const arrival = location.state as { message?: string } | null;
  useDocumentTitle(t('waste.title'));
  const portal = user.userType;
  const internal = portal === 'internal';
  const basePath = `/${portal}/waste`;
  const { params, search, setSearch, ...listParams } = useListParams(FILTERS);
  const parsed = listWasteQuery.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : listWasteQuery.parse({});
  const records = useQuery(wasteListQuery(query));
  // Sorting keeps the page: the reader asked to see these rows in another order, not to start over.
  const onSort = (sort: WasteSort, order: SortOrder) => listParams.update({ sort, order }, true);

  const data = records.data;
  const pages = data ? lastPage({ ...data, rows: data.items.length }) : 1;
  const caption = t('waste.list.caption', {
    page: query.page,
    pages: totalText(t, String(pages), data?.totalKind ?? 'exact'),
  });
  const printable = (data?.items ?? []).filter((record) => record.can.printLabel);
  const filtered = listParams.filtered;
  const emptyKey = filtered ? '' : portal === 'partner' ? 'Partner' : portal === 'customer' ? 'Customer' : '';
  const request = (
    <Button component={Link} to={`${basePath}/new`} color="green">
      {t('waste.list.request')}
    </Button>
  );

  // Partners have no journey menu entry: their journeys are a step away from the records they carry.
  const journeysLink = (
    <Button component={Link} to={`${basePath}/journeys`} variant="default">
      {t('journeys.list.partnerLink')}
    </Button>
  );

  const manifestsLink = (
    <Button component={Link} to={`${basePath}/manifests`} variant="default">
      {t('manifests.list.link')}
    </Button>
  );

  return (
    <ListPage
      title={t('waste.title')}
      intro={t(`waste.intro.${portal}`)}
      action={
        <Group gap="xs">
          {manifestsLink}
          {portal === 'customer' && (
            <Button component={Link} to={`${basePath}/bins`} variant="default">
              {t('smartbins.list.customerLink')}
            </Button>
          )}
          {portal === 'customer' && (
            <Button component={Link} to={`${basePath}/reports`} variant="default">
              {t('reports.page.link')}
            </Button>
          )}
          {portal === 'partner' ? journeysLink : request}
        </Group>
      }
      notice={arrival?.message && <NotificationBanner type="success" message={arrival.message} />}
      filtersLabel={t('waste.list.filters')}
      filters={
        <WasteFilters
          query={query}
          internal={internal}
          search={search}
          setSearch={setSearch}
          update={listParams.update}
        />
      }
      params={listParams}
      list={records}
      loadFailed="waste.list.loadFailed"
      empty={{
        title: t(`waste.list.empty${emptyKey}Title`),
        description: t(`waste.list.empty${emptyKey}`),
        action: portal === 'customer' && request,
      }}
      sorting={{
        columns: WASTE_SORTS,
        sort: query.sort,
        order: query.order,
        labelOf: (column) => t(`waste.list.columns.${column}`),
        onChange: onSort,
      }}
      cards={(items) => (
        <WasteCards records={items} showCompany={portal !== 'customer'} basePath={basePath} />
      )}
      table={(items) => (
        <WasteTable
          records={items}
          showCompany={portal !== 'customer'}
          basePath={basePath}
          sort={query.sort}
          order={query.order}
          onSort={onSort}
          caption={caption}
        />
      )}
      footerActions={
        printable.length > 0 && (
          <Button
            component={Link}
            to={`${basePath}/labels?ids=${printable.map((record) => record.id).join(',')}`}
            variant="default"
            size="xs"
          >
            {t('waste.list.printLabels')}
          </Button>
        )
      }
    />
  );
}

interface FiltersProps extends ListFilterProps<ListWasteQuery> {
  internal: boolean;
}

function WasteFilters({ query, internal, search, setSearch, update }: FiltersProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const anyLabel = t('waste.list.any');
  return (
    <>
      <FilterGrid cols={{ base: 2, md: 4 }}>
        <SearchField
          label={t('waste.list.search')}
          placeholder={t('waste.list.searchPlaceholder')}
          search={search}
          setSearch={setSearch}
          style={phone ? { gridColumn: '1 / -1' } : undefined}
        />
        <FilterSelect
          label={t('waste.list.status')}
          anyLabel={anyLabel}
          values={WASTE_STATUS_FILTERS}
          labelOf={(status) =>
            status === 'open'
              ? t('waste.list.statusOpen')
              : status === 'awaitingPickup'
                ? t('waste.list.statusAwaitingPickup')
                : t(`waste.statuses.${status}`)
          }
          value={query.status}
          onChange={(status) => update({ status })}
        />
        <FilterSelect
          label={t('waste.list.type')}
          anyLabel={anyLabel}
          values={WASTE_TYPES}
          labelOf={(type) => t(`waste.types.${type}`)}
          value={query.type}
          onChange={(type) => update({ type })}
        />
        {internal && (
          <CompanyPicker
            label={t('waste.list.company')}
            placeholder={anyLabel}
            kind="customer"
            value={query.companyId ?? null}
            onChange={(companyId) => update({ companyId })}
          />
        )}
        <DateField
          label={t('waste.list.from')}
          placeholder={anyLabel}
          clearable
          value={query.from ?? ''}
          maxDate={query.to}
          onChange={(from) => update({ from })}
        />
        <DateField
          label={t('waste.list.to')}
          placeholder={anyLabel}
          clearable
          value={query.to ?? ''}
          minDate={query.from}
          onChange={(to) => update({ to })}
        />
        <DateField
          label={t('waste.list.columns.requestedPickupDate')}
          placeholder={anyLabel}
          clearable
          value={query.pickupDate ?? ''}
          onChange={(pickupDate) => update({ pickupDate })}
        />
      </FilterGrid>
      {internal && (
        <Checkbox
          mt="sm"
          label={t('waste.list.awaitingOnly')}
          checked={query.confirmation === 'awaiting'}
          onChange={(event) => update({ confirmation: event.currentTarget.checked ? 'awaiting' : null })}
        />
      )}
    </>
  );
}

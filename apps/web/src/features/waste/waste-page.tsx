import {
  Box,
  Button,
  Checkbox,
  EmptyState,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { isPastTheEnd, lastPage } from '@sirkula/domain/lists';
import { listWasteQuery, WASTE_SORTS, WASTE_STATUSES, WASTE_TYPES } from '@sirkula/domain/waste';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { DateField } from '../../components/date-field.tsx';
import { FilterGrid } from '../../components/list/filter-grid.tsx';
import { ListFilters } from '../../components/list/list-filters.tsx';
import { ListFooter } from '../../components/list/list-footer.tsx';
import { ListLoadError } from '../../components/list/list-load-error.tsx';
import { PastTheEnd } from '../../components/list/past-the-end.tsx';
import { SortChoice } from '../../components/list/sort-choice.tsx';
import type { SortOrder } from '../../components/list/sort-order.ts';
import { totalText } from '../../components/list/total-text.ts';
import { useListParams } from '../../components/list/use-list-params.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { errorMessage } from '../../lib/forms.ts';
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
  const basePath = `/${portal}/waste`;
  const canRequest = portal !== 'partner';

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('waste.title')}
      </Title>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Text c="dimmed">{t(`waste.intro.${portal}`)}</Text>
        {canRequest && (
          <Button component={Link} to={`${basePath}/new`} color="green">
            {t('waste.list.request')}
          </Button>
        )}
      </Group>
      {arrival?.message && <NotificationBanner type="success" message={arrival.message} />}
      <WasteList basePath={basePath} />
    </Stack>
  );
}

function WasteList({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const { user } = usePortalSession();
  const portal = user.userType;
  const internal = portal === 'internal';
  const phone = useMediaQuery('(max-width: 48em)');
  const { params, update, filtered, clearFilters, search, setSearch } = useListParams(FILTERS);
  const parsed = listWasteQuery.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : listWasteQuery.parse({});
  const records = useQuery(wasteListQuery(query));
  // Sorting keeps the page: the reader asked to see these rows in another order, not to start over.
  const onSort = (sort: WasteSort, order: SortOrder) => update({ sort, order }, true);

  const data = records.data;
  const pages = data ? lastPage({ ...data, rows: data.items.length }) : 1;
  const caption = t('waste.list.caption', {
    page: query.page,
    pages: totalText(t, String(pages), data?.totalKind ?? 'exact'),
  });
  const anyLabel = t('waste.list.any');
  const printable = (data?.items ?? []).filter((record) => record.can.printLabel);
  const pastTheEnd = data !== undefined && isPastTheEnd({ page: query.page, rows: data.items.length });
  const emptyKey = filtered ? '' : portal === 'partner' ? 'Partner' : portal === 'customer' ? 'Customer' : '';

  return (
    <>
      <ListFilters label={t('waste.list.filters')} filtered={filtered} onClear={clearFilters}>
        <FilterGrid cols={{ base: 2, md: 4 }}>
          <TextInput
            label={t('waste.list.search')}
            placeholder={t('waste.list.searchPlaceholder')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={phone ? { gridColumn: '1 / -1' } : undefined}
          />
          <Select
            label={t('waste.list.status')}
            placeholder={anyLabel}
            clearable
            data={[
              { value: 'open', label: t('waste.list.statusOpen') },
              ...WASTE_STATUSES.map((status) => ({ value: status, label: t(`waste.statuses.${status}`) })),
            ]}
            value={query.status ?? null}
            onChange={(status) => update({ status })}
          />
          <Select
            label={t('waste.list.type')}
            placeholder={anyLabel}
            clearable
            data={WASTE_TYPES.map((type) => ({ value: type, label: t(`waste.types.${type}`) }))}
            value={query.type ?? null}
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
      </ListFilters>

      {records.isPending && <LoadingSpinner />}
      {records.isError && (
        <ListLoadError
          message={errorMessage(records.error, t, 'waste.list.loadFailed')}
          onRetry={() => records.refetch()}
        />
      )}
      {data && pastTheEnd && !records.isError && (
        <PastTheEnd
          page={query.page}
          pageSize={query.pageSize}
          total={data.total}
          onPage={(page) => update({ page })}
        />
      )}
      {data && data.items.length === 0 && !pastTheEnd && !records.isError && (
        <EmptyState
          title={t(`waste.list.empty${emptyKey}Title`)}
          description={t(`waste.list.empty${emptyKey}`)}
          py="xl"
        >
          {filtered ? (
            <EmptyState.Actions>
              <Button variant="default" onClick={clearFilters}>
                {t('list.clearFilters')}
              </Button>
            </EmptyState.Actions>
          ) : (
            portal === 'customer' && (
              <EmptyState.Actions>
                <Button component={Link} to={`${basePath}/new`} color="green">
                  {t('waste.list.request')}
                </Button>
              </EmptyState.Actions>
            )
          )}
        </EmptyState>
      )}
      {data && data.items.length > 0 && !records.isError && (
        <Box aria-busy={records.isFetching} style={{ opacity: records.isPlaceholderData ? 0.6 : 1 }}>
          {phone ? (
            <Stack gap="sm">
              <SortChoice
                columns={WASTE_SORTS}
                sort={query.sort}
                order={query.order}
                labelOf={(column) => t(`waste.list.columns.${column}`)}
                onChange={onSort}
              />
              <WasteCards records={data.items} showCompany={portal !== 'customer'} basePath={basePath} />
            </Stack>
          ) : (
            <WasteTable
              records={data.items}
              showCompany={portal !== 'customer'}
              basePath={basePath}
              sort={query.sort}
              order={query.order}
              onSort={onSort}
              caption={caption}
            />
          )}
        </Box>
      )}
      {data && data.items.length > 0 && (
        <ListFooter
          page={query.page}
          pageSize={query.pageSize}
          total={data.total}
          totalKind={data.totalKind}
          rows={data.items.length}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize })}
        >
          {printable.length > 0 && (
            <Button
              component={Link}
              to={`${basePath}/labels?ids=${printable.map((record) => record.id).join(',')}`}
              variant="default"
              size="xs"
            >
              {t('waste.list.printLabels')}
            </Button>
          )}
        </ListFooter>
      )}
    </>
  );
}

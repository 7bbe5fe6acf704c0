import {
  Box,
  Button,
  EmptyState,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageCount } from '@sirkula/domain/lists';
import { listWasteQuery, WASTE_SORTS, WASTE_STATUSES, WASTE_TYPES } from '@sirkula/domain/waste';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { errorMessage } from '../../lib/forms.ts';
import { wasteListQuery } from './api.ts';
import { CompanyFilter } from './company-filter.tsx';
import { type SortOrder, WasteCards, type WasteSort, WasteTable } from './waste-table.tsx';

const FILTERS = ['q', 'status', 'type', 'companyId', 'from', 'to'] as const;
/** The server stops counting here and says so; the list then reads "10,000+". */
const COUNT_CAP = 10_000;

/** The list's state lives in the address, so a filtered page can be reloaded or shared. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const parsed = listWasteQuery.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : listWasteQuery.parse({});

  function update(patch: Record<string, string | number | null | undefined>, keepPage = false) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!keepPage) next.delete('page');
        return next;
      },
      { replace: true },
    );
  }
  const filtered = FILTERS.some((key) => params.has(key));
  return { query, update, filtered };
}

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
  const { t, i18n } = useTranslation();
  const { user } = usePortalSession();
  const portal = user.userType;
  const internal = portal === 'internal';
  const phone = useMediaQuery('(max-width: 48em)');
  const { query, update, filtered } = useListParams();
  const records = useQuery(wasteListQuery(query));
  const pageSizeId = useId();

  const [search, setSearch] = useState(query.q ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const currentQ = query.q ?? '';
  useEffect(() => {
    if (debounced !== currentQ) update({ q: debounced });
  }, [debounced]);

  const clearFilters = () => {
    setSearch('');
    update(Object.fromEntries(FILTERS.map((key) => [key, null])));
  };
  const onSort = (sort: WasteSort) => {
    const order: SortOrder = query.sort === sort && query.order === 'asc' ? 'desc' : 'asc';
    update({ sort, order }, true);
  };

  const data = records.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  const caption = t('waste.list.caption', { page: query.page, pages });
  const anyLabel = t('waste.list.any');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage === 'id' ? 'id-ID' : 'en-GB');
  const total = data ? (data.totalCapped ? `${number.format(COUNT_CAP)}+` : number.format(data.total)) : '';
  const printable = (data?.items ?? []).filter((record) => record.status !== 'cancelled');
  const emptyKey = filtered ? '' : portal === 'partner' ? 'Partner' : portal === 'customer' ? 'Customer' : '';

  return (
    <>
      <Box component="search" aria-label={t('waste.list.filters')}>
        <SimpleGrid cols={{ base: 2, md: internal ? 6 : 5 }} spacing="sm">
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
            data={WASTE_STATUSES.map((status) => ({ value: status, label: t(`waste.statuses.${status}`) }))}
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
            <CompanyFilter
              label={t('waste.list.company')}
              placeholder={anyLabel}
              value={query.companyId ?? null}
              onChange={(companyId) => update({ companyId })}
            />
          )}
          <TextInput
            type="date"
            label={t('waste.list.from')}
            value={query.from ?? ''}
            max={query.to}
            onChange={(event) => update({ from: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('waste.list.to')}
            value={query.to ?? ''}
            min={query.from}
            onChange={(event) => update({ to: event.currentTarget.value })}
          />
        </SimpleGrid>
        {filtered && (
          <Button variant="subtle" size="compact-sm" mt="xs" onClick={clearFilters}>
            {t('waste.list.clearFilters')}
          </Button>
        )}
      </Box>

      {records.isPending && <LoadingSpinner />}
      {records.isError && (
        <Stack align="flex-start">
          <NotificationBanner
            type="error"
            message={errorMessage(records.error, t, 'waste.list.loadFailed')}
          />
          <Button variant="default" onClick={() => records.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      )}
      {data && data.items.length === 0 && !records.isError && (
        <EmptyState
          title={t(`waste.list.empty${emptyKey}Title`)}
          description={t(`waste.list.empty${emptyKey}`)}
          py="xl"
        >
          {filtered ? (
            <EmptyState.Actions>
              <Button variant="default" onClick={clearFilters}>
                {t('waste.list.clearFilters')}
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
                sort={query.sort}
                order={query.order}
                onChange={(sort, order) => update({ sort, order }, true)}
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
      {data && data.total > 0 && (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="wrap">
            <Group gap="sm" wrap="nowrap">
              <Text component="label" htmlFor={pageSizeId} size="sm">
                {t('waste.list.pageSize')}
              </Text>
              <Select
                id={pageSizeId}
                size="xs"
                w={80}
                allowDeselect={false}
                data={PAGE_SIZES.map((size) => String(size))}
                value={String(query.pageSize ?? DEFAULT_PAGE_SIZE)}
                onChange={(pageSize) => update({ pageSize })}
              />
            </Group>
            <Text size="sm">
              {t('waste.list.range', {
                from: number.format((data.page - 1) * data.pageSize + 1),
                to: number.format(Math.min(data.total, data.page * data.pageSize)),
                total,
              })}
            </Text>
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
          </Group>
          <Box component="nav" aria-label={t('waste.list.pagination')}>
            <Pagination
              total={pages}
              value={query.page}
              onChange={(page) => update({ page }, true)}
              siblings={phone ? 0 : 1}
              color="green"
              getItemProps={(page) => ({ 'aria-label': t('waste.list.goToPage', { page }) })}
              getControlProps={(control) => ({ 'aria-label': t(`waste.list.${control}Page`) })}
            />
          </Box>
        </Group>
      )}
    </>
  );
}

function SortChoice({
  sort,
  order,
  onChange,
}: {
  sort: WasteSort;
  order: SortOrder;
  onChange: (sort: WasteSort, order: SortOrder) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group grow gap="sm">
      <Select
        label={t('waste.list.sortBy')}
        allowDeselect={false}
        data={WASTE_SORTS.map((column) => ({ value: column, label: t(`waste.list.columns.${column}`) }))}
        value={sort}
        onChange={(value) => {
          const next = WASTE_SORTS.find((column) => column === value);
          if (next) onChange(next, order);
        }}
      />
      <Select
        label={t('waste.list.orderLabel')}
        allowDeselect={false}
        data={(['asc', 'desc'] as const).map((value) => ({ value, label: t(`waste.list.order.${value}`) }))}
        value={order}
        onChange={(value) => onChange(sort, value === 'desc' ? 'desc' : 'asc')}
      />
    </Group>
  );
}

import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { TransitHub } from '@sirkula/domain/fleet/answers';
import { TRANSIT_HUB_SORTS } from '@sirkula/domain/fleet/inputs';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@sirkula/domain/shared/lists';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterGrid } from '../../components/list/filter-grid.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { SearchField } from '../../components/list/search-field.tsx';
import { SORT_ORDERS, type SortOrder } from '../../components/list/sort-order.ts';
import { SortableHeader } from '../../components/list/sortable-header.tsx';
import { pickParam, useListParams } from '../../components/list/use-list-params.ts';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { transitHubsQuery } from './api.ts';
import { FleetTabs } from './fleet-tabs.tsx';
import { TransitHubFormModal, type TransitHubTarget } from './transit-hub-form.tsx';

type TransitHubSort = (typeof TRANSIT_HUB_SORTS)[number];

function hubListQuery(params: URLSearchParams) {
  const pageSize = pickParam(params.get('pageSize'), PAGE_SIZES.map(String)) ?? String(DEFAULT_PAGE_SIZE);
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: Number(pageSize),
    q: params.get('q') ?? undefined,
    sort: pickParam(params.get('sort'), TRANSIT_HUB_SORTS) ?? 'name',
    order: pickParam(params.get('order'), SORT_ORDERS) ?? ('asc' as SortOrder),
  };
}

/** "-6.30870, 107.08760", or that the hub is not on the map yet. */
function Place({ hub }: { hub: TransitHub }) {
  const { t } = useTranslation();
  if (hub.latitude === null || hub.longitude === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('fleet.transitHubs.notPinned')}
      </Text>
    );
  }
  return <Text size="sm">{`${hub.latitude.toFixed(5)}, ${hub.longitude.toFixed(5)}`}</Text>;
}

/** The depots between pickups and receivers, to add, rename and pin on the map. */
export function TransitHubsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('fleet.transitHubs.title'));
  const { params, search, setSearch, ...listParams } = useListParams(['q']);
  const query = hubListQuery(params);
  const hubs = useQuery(transitHubsQuery(query));
  const [form, setForm] = useState<TransitHubTarget | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const onSort = (sort: TransitHubSort, order: SortOrder) => listParams.update({ sort, order });
  const edit = (hub: TransitHub) => (
    <Button size="compact-sm" variant="default" onClick={() => setForm({ mode: 'edit', hub })}>
      {t('fleet.transitHubs.edit')}
    </Button>
  );

  return (
    <Stack gap="md">
      <FleetTabs current="transitHubs" />
      <ListPage
        title={t('fleet.transitHubs.title')}
        intro={t('fleet.transitHubs.intro')}
        action={
          <Button color="green" onClick={() => setForm({ mode: 'create' })}>
            {t('fleet.transitHubs.add')}
          </Button>
        }
        notice={banner && <NotificationBanner {...banner} />}
        filtersLabel={t('fleet.list.filters')}
        filters={
          <FilterGrid cols={{ base: 1, md: 2 }}>
            <SearchField
              label={t('fleet.vehicles.search')}
              placeholder={t('fleet.transitHubs.search')}
              search={search}
              setSearch={setSearch}
            />
          </FilterGrid>
        }
        params={listParams}
        list={hubs}
        loadFailed="fleet.transitHubs.loadFailed"
        empty={{ title: t(query.q ? 'fleet.transitHubs.noMatch' : 'fleet.transitHubs.empty') }}
        sorting={{
          columns: TRANSIT_HUB_SORTS,
          sort: query.sort,
          order: query.order,
          labelOf: (sort) => t(`fleet.transitHubs.${sort}`),
          onChange: onSort,
        }}
        cards={(items) => (
          <Stack gap="xs">
            {items.map((hub) => (
              <Paper key={hub.id} withBorder p="sm">
                <Stack gap={6}>
                  <Text fw={700}>{hub.name}</Text>
                  <Text size="sm">{hub.address}</Text>
                  <Text size="sm" c="dimmed">
                    {hub.city}
                  </Text>
                  <Place hub={hub} />
                  <Group>{edit(hub)}</Group>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
        table={(items) => (
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="sm" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <SortableHeader column="name" sort={query.sort} order={query.order} onSort={onSort}>
                    {t('fleet.transitHubs.name')}
                  </SortableHeader>
                  <Table.Th>{t('fleet.transitHubs.address')}</Table.Th>
                  <SortableHeader column="city" sort={query.sort} order={query.order} onSort={onSort}>
                    {t('fleet.transitHubs.city')}
                  </SortableHeader>
                  <Table.Th>{t('fleet.transitHubs.place')}</Table.Th>
                  <Table.Th>{t('fleet.list.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((hub) => (
                  <Table.Tr key={hub.id}>
                    <Table.Td fw={700}>{hub.name}</Table.Td>
                    <Table.Td>{hub.address}</Table.Td>
                    <Table.Td>{hub.city}</Table.Td>
                    <Table.Td>
                      <Place hub={hub} />
                    </Table.Td>
                    <Table.Td>{edit(hub)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      />
      <TransitHubFormModal
        target={form}
        onClose={() => setForm(null)}
        onSaved={(message) => {
          setForm(null);
          setBanner({ type: 'success', message });
        }}
      />
    </Stack>
  );
}

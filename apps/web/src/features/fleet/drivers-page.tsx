import { Button, Stack } from '@mantine/core';
import type { Driver } from '@sirkula/domain/fleet/answers';
import { DRIVER_SORTS } from '@sirkula/domain/fleet/inputs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list/list-page.tsx';
import type { SortOrder } from '../../components/list/sort-order.ts';
import { useListParams } from '../../components/list/use-list-params.ts';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { driversQuery, driverValues, useSaveDriver } from './api.ts';
import { DriverFormModal, type DriverTarget } from './driver-form.tsx';
import { DriverCards, type DriverSort, DriversTable } from './driver-rows.tsx';
import { FLEET_FILTERS, FleetFilters, fleetListQuery } from './fleet-filters.tsx';
import { FleetTabs } from './fleet-tabs.tsx';
import { useActiveToggle } from './use-active-toggle.tsx';

/** Every transporter's drivers, to add, change and take out of dispatch. */
export function DriversPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('fleet.tabs.drivers'));
  const { params, search, setSearch, ...listParams } = useListParams(FLEET_FILTERS);
  const query = fleetListQuery(params, DRIVER_SORTS, 'name');
  const drivers = useQuery(driversQuery(query));
  const [form, setForm] = useState<DriverTarget | null>(null);
  const save = useSaveDriver();
  const toggle = useActiveToggle<Driver>({
    change: (driver, active) =>
      save.mutateAsync({ id: driver.id, input: { ...driverValues(driver), active } }),
    confirmation: (driver) => ({
      title: t('fleet.drivers.confirm.deactivateTitle'),
      message: t('fleet.drivers.confirm.deactivate', { name: driver.name }),
    }),
    savedMessage: t('fleet.messages.driverSaved'),
  });
  const onSort = (sort: DriverSort, order: SortOrder) => listParams.update({ sort, order });
  const rows = { onEdit: (driver: Driver) => setForm({ mode: 'edit', driver }), onToggle: toggle.request };
  const companyName = drivers.data?.items.find((item) => item.companyId === query.companyId)?.companyName;

  return (
    <Stack gap="md">
      <FleetTabs current="drivers" />
      <ListPage
        title={t('fleet.tabs.drivers')}
        intro={t('fleet.drivers.intro')}
        action={
          <Button color="green" onClick={() => setForm({ mode: 'create' })}>
            {t('fleet.drivers.add')}
          </Button>
        }
        notice={toggle.banner && <NotificationBanner {...toggle.banner} />}
        filtersLabel={t('fleet.list.filters')}
        filters={
          <FleetFilters
            query={query}
            search={search}
            setSearch={setSearch}
            update={listParams.update}
            searchPlaceholder={t('fleet.drivers.searchPlaceholder')}
            companyName={companyName}
          />
        }
        params={listParams}
        list={drivers}
        loadFailed="fleet.drivers.loadFailed"
        empty={{ title: t('fleet.drivers.empty') }}
        sorting={{
          columns: DRIVER_SORTS,
          sort: query.sort,
          order: query.order,
          labelOf: (sort) => t(`fleet.drivers.fields.${sort}`),
          onChange: onSort,
        }}
        cards={(items) => <DriverCards drivers={items} {...rows} />}
        table={(items) => <DriversTable drivers={items} {...rows} query={query} onSort={onSort} />}
      />
      <DriverFormModal
        target={form}
        onClose={() => setForm(null)}
        onSaved={(message) => {
          setForm(null);
          toggle.setBanner({ type: 'success', message });
        }}
      />
      {toggle.dialog}
    </Stack>
  );
}

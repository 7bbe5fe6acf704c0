import { Button, Stack } from '@mantine/core';
import type { Vehicle } from '@sirkula/domain/fleet/answers';
import { VEHICLE_SORTS } from '@sirkula/domain/fleet/inputs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list/list-page.tsx';
import type { SortOrder } from '../../components/list/sort-order.ts';
import { useListParams } from '../../components/list/use-list-params.ts';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useSaveVehicle, vehiclesQuery, vehicleValues } from './api.ts';
import { FLEET_FILTERS, FleetFilters, fleetListQuery } from './fleet-filters.tsx';
import { FleetTabs } from './fleet-tabs.tsx';
import { useActiveToggle } from './use-active-toggle.tsx';
import { VehicleFormModal, type VehicleTarget } from './vehicle-form.tsx';
import { VehicleCards, type VehicleSort, VehiclesTable } from './vehicle-rows.tsx';

/** Every transporter's vehicles, to add, change and take out of dispatch. */
export function VehiclesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('fleet.tabs.vehicles'));
  const { params, search, setSearch, ...listParams } = useListParams(FLEET_FILTERS);
  const query = fleetListQuery(params, VEHICLE_SORTS, 'plate');
  const vehicles = useQuery(vehiclesQuery(query));
  const [form, setForm] = useState<VehicleTarget | null>(null);
  const save = useSaveVehicle();
  const toggle = useActiveToggle<Vehicle>({
    change: (vehicle, active) =>
      save.mutateAsync({ id: vehicle.id, input: { ...vehicleValues(vehicle), active } }),
    confirmation: (vehicle) => ({
      title: t('fleet.vehicles.confirm.deactivateTitle'),
      message: t('fleet.vehicles.confirm.deactivate', { plate: vehicle.plate }),
    }),
    savedMessage: t('fleet.messages.vehicleSaved'),
  });
  const onSort = (sort: VehicleSort, order: SortOrder) => listParams.update({ sort, order });
  const rows = { onEdit: (vehicle: Vehicle) => setForm({ mode: 'edit', vehicle }), onToggle: toggle.request };
  const companyName = vehicles.data?.items.find((item) => item.companyId === query.companyId)?.companyName;

  return (
    <Stack gap="md">
      <FleetTabs current="vehicles" />
      <ListPage
        title={t('fleet.tabs.vehicles')}
        intro={t('fleet.vehicles.intro')}
        action={
          <Button color="green" onClick={() => setForm({ mode: 'create' })}>
            {t('fleet.vehicles.add')}
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
            searchPlaceholder={t('fleet.vehicles.searchPlaceholder')}
            companyName={companyName}
          />
        }
        params={listParams}
        list={vehicles}
        loadFailed="fleet.vehicles.loadFailed"
        empty={{ title: t('fleet.vehicles.empty') }}
        sorting={{
          columns: VEHICLE_SORTS,
          sort: query.sort,
          order: query.order,
          labelOf: (sort) => t(`fleet.vehicles.fields.${sort}`),
          onChange: onSort,
        }}
        cards={(items) => <VehicleCards vehicles={items} {...rows} />}
        table={(items) => <VehiclesTable vehicles={items} {...rows} query={query} onSort={onSort} />}
      />
      <VehicleFormModal
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

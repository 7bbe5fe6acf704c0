import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { Vehicle } from '@sirkula/domain/fleet/answers';
import type { VEHICLE_SORTS } from '@sirkula/domain/fleet/inputs';
import { formatDate, formatNumber } from '@sirkula/domain/shared/format';
import { useTranslation } from 'react-i18next';
import type { SortOrder } from '../../components/list/sort-order.ts';
import { SortableHeader } from '../../components/list/sortable-header.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { ActiveBadge } from './fleet-badges.tsx';

export type VehicleSort = (typeof VEHICLE_SORTS)[number];

interface RowsProps {
  vehicles: Vehicle[];
  onEdit: (vehicle: Vehicle) => void;
  onToggle: (vehicle: Vehicle) => void;
}

function RowActions({ vehicle, onEdit, onToggle }: Omit<RowsProps, 'vehicles'> & { vehicle: Vehicle }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="compact-sm" variant="default" onClick={() => onEdit(vehicle)}>
        {t('fleet.list.edit')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color={vehicle.active ? 'red' : 'green'}
        onClick={() => onToggle(vehicle)}
      >
        {t(vehicle.active ? 'fleet.list.deactivate' : 'fleet.list.activate')}
      </Button>
    </Group>
  );
}

/** The dated documents in one line each, an absent one as a dash. */
function Documents({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const dates = [
    ['b3Permit', vehicle.b3PermitExpiresOn],
    ['registration', vehicle.registrationExpiresOn],
    ['roadworthiness', vehicle.roadworthinessExpiresOn],
  ] as const;
  return (
    <Stack gap={0}>
      {dates.map(([document, date]) => (
        <Text key={document} size="xs" c={date ? undefined : 'dimmed'}>
          {t(`fleet.documents.${document}`)}: {date ? formatDate(date, language) : t('fleet.list.none')}
        </Text>
      ))}
    </Stack>
  );
}

export function VehicleCards({ vehicles, onEdit, onToggle }: RowsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {vehicles.map((vehicle) => (
        <Paper key={vehicle.id} withBorder p="sm">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>{vehicle.plate}</Text>
              <ActiveBadge active={vehicle.active} />
            </Group>
            <Text size="sm">{vehicle.companyName}</Text>
            <Text size="sm" c="dimmed">
              {t(`fleet.vehicleTypes.${vehicle.type}`)} ·{' '}
              {formatNumber(vehicle.capacityKg, currentLanguage())} kg
            </Text>
            <Documents vehicle={vehicle} />
            <RowActions vehicle={vehicle} onEdit={onEdit} onToggle={onToggle} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

interface TableProps extends RowsProps {
  query: { sort: VehicleSort; order: SortOrder };
  onSort: (sort: VehicleSort, order: SortOrder) => void;
}

export function VehiclesTable({ vehicles, onEdit, onToggle, query, onSort }: TableProps) {
  const { t } = useTranslation();
  const header = (sort: VehicleSort, label = t(`fleet.vehicles.fields.${sort}`)) => (
    <SortableHeader column={sort} sort={query.sort} order={query.order} onSort={onSort}>
      {label}
    </SortableHeader>
  );
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {header('plate')}
            {header('company')}
            {header('type')}
            {header('capacityKg')}
            {header('registrationExpiresOn', t('fleet.vehicles.fields.documents'))}
            <Table.Th>{t('fleet.list.status')}</Table.Th>
            <Table.Th>{t('fleet.list.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {vehicles.map((vehicle) => (
            <Table.Tr key={vehicle.id}>
              <Table.Td fw={700} style={{ whiteSpace: 'nowrap' }}>
                {vehicle.plate}
              </Table.Td>
              <Table.Td>{vehicle.companyName}</Table.Td>
              <Table.Td>{t(`fleet.vehicleTypes.${vehicle.type}`)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatNumber(vehicle.capacityKg, currentLanguage())}
              </Table.Td>
              <Table.Td>
                <Documents vehicle={vehicle} />
              </Table.Td>
              <Table.Td>
                <ActiveBadge active={vehicle.active} />
              </Table.Td>
              <Table.Td>
                <RowActions vehicle={vehicle} onEdit={onEdit} onToggle={onToggle} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

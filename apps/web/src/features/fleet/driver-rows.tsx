import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { Driver } from '@sirkula/domain/fleet/answers';
import type { DRIVER_SORTS } from '@sirkula/domain/fleet/inputs';
import { formatDate, formatPhone } from '@sirkula/domain/shared/format';
import { useTranslation } from 'react-i18next';
import type { SortOrder } from '../../components/list/sort-order.ts';
import { SortableHeader } from '../../components/list/sortable-header.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { ActiveBadge } from './fleet-badges.tsx';

export type DriverSort = (typeof DRIVER_SORTS)[number];

interface RowsProps {
  drivers: Driver[];
  onEdit: (driver: Driver) => void;
  onToggle: (driver: Driver) => void;
}

function RowActions({ driver, onEdit, onToggle }: Omit<RowsProps, 'drivers'> & { driver: Driver }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="compact-sm" variant="default" onClick={() => onEdit(driver)}>
        {t('fleet.list.edit')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color={driver.active ? 'red' : 'green'}
        onClick={() => onToggle(driver)}
      >
        {t(driver.active ? 'fleet.list.deactivate' : 'fleet.list.activate')}
      </Button>
    </Group>
  );
}

function Licence({ driver }: { driver: Driver }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const date = (value: string | null) => (value ? formatDate(value, language) : t('fleet.list.none'));
  return (
    <Stack gap={0}>
      <Text size="sm">
        {t(`fleet.licenceClasses.${driver.licenceClass}`)} · {driver.licenceNumber}
      </Text>
      <Text size="xs">
        {t('fleet.documents.licence')}: {date(driver.licenceExpiresOn)}
      </Text>
      <Text size="xs">
        {t('fleet.documents.b3Training')}: {date(driver.b3TrainingExpiresOn)}
      </Text>
    </Stack>
  );
}

export function DriverCards({ drivers, onEdit, onToggle }: RowsProps) {
  return (
    <Stack gap="xs">
      {drivers.map((driver) => (
        <Paper key={driver.id} withBorder p="sm">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>{driver.name}</Text>
              <ActiveBadge active={driver.active} />
            </Group>
            <Text size="sm">{driver.companyName}</Text>
            <Text size="sm" c="dimmed">
              {formatPhone(driver.phone)}
              {driver.userEmail && ` · ${driver.userEmail}`}
            </Text>
            <Licence driver={driver} />
            <RowActions driver={driver} onEdit={onEdit} onToggle={onToggle} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

interface TableProps extends RowsProps {
  query: { sort: DriverSort; order: SortOrder };
  onSort: (sort: DriverSort, order: SortOrder) => void;
}

export function DriversTable({ drivers, onEdit, onToggle, query, onSort }: TableProps) {
  const { t } = useTranslation();
  const header = (sort: DriverSort) => (
    <SortableHeader column={sort} sort={query.sort} order={query.order} onSort={onSort}>
      {t(`fleet.drivers.fields.${sort}`)}
    </SortableHeader>
  );
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {header('name')}
            {header('company')}
            <Table.Th>{t('fleet.drivers.fields.phone')}</Table.Th>
            {header('licenceClass')}
            <Table.Th>{t('fleet.drivers.fields.userId')}</Table.Th>
            <Table.Th>{t('fleet.list.status')}</Table.Th>
            <Table.Th>{t('fleet.list.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {drivers.map((driver) => (
            <Table.Tr key={driver.id}>
              <Table.Td fw={700}>{driver.name}</Table.Td>
              <Table.Td>{driver.companyName}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPhone(driver.phone)}</Table.Td>
              <Table.Td>
                <Licence driver={driver} />
              </Table.Td>
              <Table.Td>{driver.userEmail ?? t('fleet.list.none')}</Table.Td>
              <Table.Td>
                <ActiveBadge active={driver.active} />
              </Table.Td>
              <Table.Td>
                <RowActions driver={driver} onEdit={onEdit} onToggle={onToggle} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

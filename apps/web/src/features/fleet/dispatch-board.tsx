import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DispatchBoard, DispatchJourney } from '@sirkula/domain/fleet/answers';
import { formatNumber } from '@sirkula/domain/shared/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { AssignJourney } from './assign-journey.tsx';

function JourneyBadges({ journeys }: { journeys: DispatchJourney[] }) {
  const { t } = useTranslation();
  if (journeys.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('fleet.dispatch.free')}
      </Text>
    );
  }
  return (
    <Group gap={6}>
      {journeys.map((journey) => (
        <Badge key={journey.id} variant="light" color="green" title={t(`fleet.stages.${journey.stage}`)}>
          {journey.number}
        </Badge>
      ))}
    </Group>
  );
}

function Section({ title, empty, children }: { title: string; empty?: string; children: ReactNode[] }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
          {children}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The day's work at a glance: what still needs a vehicle and driver, then each vehicle's and driver's journeys. */
export function DispatchBoardView({
  board,
  onAssigned,
}: {
  board: DispatchBoard;
  onAssigned: (message: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Section title={t('fleet.dispatch.unassigned')} empty={t('fleet.dispatch.noUnassigned')}>
        {board.unassigned.map((journey) => (
          <Paper key={journey.id} withBorder p="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Text fw={700}>{journey.number}</Text>
                <Text size="sm">{journey.transporterName}</Text>
                <Group gap={6}>
                  <Text size="sm" c="dimmed">
                    {t('fleet.dispatch.plannedKg', {
                      quantity: formatNumber(journey.plannedQuantityKg, currentLanguage()),
                    })}
                  </Text>
                  {journey.carriesB3 && (
                    <Badge color="orange" size="sm">
                      {t('fleet.dispatch.b3')}
                    </Badge>
                  )}
                </Group>
              </Stack>
              <AssignJourney journey={journey} onAssigned={onAssigned} />
            </Group>
          </Paper>
        ))}
      </Section>
      <Section title={t('fleet.dispatch.vehicles')} empty={t('fleet.dispatch.noVehicles')}>
        {board.vehicles.map((vehicle) => (
          <Paper key={vehicle.id} withBorder p="sm">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>{vehicle.plate}</Text>
                <Text size="xs" c="dimmed">
                  {t(`fleet.vehicleTypes.${vehicle.type}`)} ·{' '}
                  {formatNumber(vehicle.capacityKg, currentLanguage())} kg
                </Text>
              </Group>
              <Text size="sm">{vehicle.companyName}</Text>
              <JourneyBadges journeys={vehicle.journeys} />
            </Stack>
          </Paper>
        ))}
      </Section>
      <Section title={t('fleet.dispatch.drivers')} empty={t('fleet.dispatch.noDrivers')}>
        {board.drivers.map((driver) => (
          <Paper key={driver.id} withBorder p="sm">
            <Stack gap={4}>
              <Text fw={700}>{driver.name}</Text>
              <Text size="sm">{driver.companyName}</Text>
              <JourneyBadges journeys={driver.journeys} />
            </Stack>
          </Paper>
        ))}
      </Section>
    </Stack>
  );
}

import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { AssignmentRefusal } from '@sirkula/domain/fleet/rules';
import { formatNumber } from '@sirkula/domain/shared/format';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { errorMessage, fieldErrors } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import type { AssignableJourney } from '../../slots.ts';
import { assignmentChoicesQuery, useAssignJourney } from './api.ts';

/** What choosing a vehicle and driver needs to know of a journey. */
interface Props {
  journey: AssignableJourney;
  /** Called with the server's sentence once the journey has its vehicle and driver. */
  onAssigned?: (message: string) => void;
}

/**
 * A button that opens the choice of one of the transporter's active vehicles and drivers ("Change" once
 * the journey has them). The choices come with the fleet's reasons against each: those that may not
 * carry the journey are listed apart, with the reason, and cannot be chosen. The server still decides:
 * when it refuses, every reason it names is shown and the choice stays open to change.
 */
export function AssignJourney({ journey, onAssigned }: Props) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const assigned = journey.vehicleId !== null || journey.driverId !== null;
  return (
    <>
      <Button
        size="compact-sm"
        color="green"
        variant={assigned ? 'outline' : 'filled'}
        onClick={() => setOpened(true)}
        aria-label={t(assigned ? 'fleet.assign.changeFor' : 'fleet.assign.buttonFor', {
          number: journey.number,
        })}
      >
        {t(assigned ? 'fleet.assign.change' : 'fleet.assign.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('fleet.assign.title', { number: journey.number })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {opened && (
          <AssignForm
            journey={journey}
            onCancel={() => setOpened(false)}
            onAssigned={(message) => {
              setOpened(false);
              onAssigned?.(message);
            }}
          />
        )}
      </Modal>
    </>
  );
}

function AssignForm({
  journey,
  onCancel,
  onAssigned,
}: {
  journey: AssignableJourney;
  onCancel: () => void;
  onAssigned: (message: string) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const choices = useQuery(assignmentChoicesQuery(journey.id));
  const assign = useAssignJourney();
  const [vehicleId, setVehicleId] = useState<string | null>(journey.vehicleId);
  const [driverId, setDriverId] = useState<string | null>(journey.driverId);
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null);

  const vehicles = grouped(
    (choices.data?.vehicles ?? []).map((vehicle) => ({
      value: vehicle.id,
      label: t('fleet.assign.vehicleOption', {
        plate: vehicle.plate,
        type: t(`fleet.vehicleTypes.${vehicle.type}`),
        capacity: formatNumber(vehicle.capacityKg, language),
      }),
      refusals: vehicle.refusals,
    })),
    t,
  );
  const drivers = grouped(
    (choices.data?.drivers ?? []).map((driver) => ({
      value: driver.id,
      label: driver.name,
      refusals: driver.refusals,
    })),
    t,
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      const answer = await assign.mutateAsync({
        journeyId: journey.id,
        input: { vehicleId: vehicleId ?? '', driverId: driverId ?? '' },
      });
      onAssigned(answer.message);
    } catch (error) {
      setFailure({ message: errorMessage(error, t), fields: fieldErrors(error) });
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('fleet.assign.facts', {
            transporter: journey.transporterName,
            quantity: formatNumber(journey.plannedQuantityKg, language),
          })}
        </Text>
        {failure && <NotificationBanner type="error" message={failure.message} />}
        <Select
          label={t('fleet.assign.vehicle')}
          data={vehicles}
          value={vehicleId}
          onChange={setVehicleId}
          searchable
          required
          error={failure?.fields.vehicleId}
          nothingFoundMessage={choices.isPending ? t('common.loading') : t('fleet.assign.noVehicles')}
        />
        <Select
          label={t('fleet.assign.driver')}
          data={drivers}
          value={driverId}
          onChange={setDriverId}
          searchable
          required
          error={failure?.fields.driverId}
          nothingFoundMessage={choices.isPending ? t('common.loading') : t('fleet.assign.noDrivers')}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={assign.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="green" loading={assign.isPending}>
            {t('fleet.assign.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface Choice {
  value: string;
  label: string;
  refusals: AssignmentRefusal[];
}

/**
 * The choices that may carry the journey first; those the fleet's rules refuse under "Not available",
 * each with its reasons, and disabled. An empty group is left out.
 */
function grouped(choices: Choice[], t: TFunction) {
  const available = choices
    .filter((choice) => choice.refusals.length === 0)
    .map(({ value, label }) => ({ value, label }));
  const unavailable = choices
    .filter((choice) => choice.refusals.length > 0)
    .map(({ value, label, refusals }) => ({
      value,
      label: t('fleet.assign.refusedOption', {
        choice: label,
        reasons: refusals.map((reason) => t(`fleet.assign.reasons.${reason}`)).join(', '),
      }),
      disabled: true,
    }));
  return [
    { group: t('fleet.assign.available'), items: available },
    { group: t('fleet.assign.unavailable'), items: unavailable },
  ].filter((group) => group.items.length > 0);
}

import { Badge, Group } from '@mantine/core';
import type { SensorState } from '@sirkula/domain/smartbins/rules';
import { useTranslation } from 'react-i18next';

/** Each state's colour, for its badge wherever it shows (a bin's states, its alerts). */
export const STATE_COLOURS: Record<SensorState, string> = {
  fire: 'red',
  fall: 'orange',
  full: 'yellow',
  offline: 'gray',
  lowBattery: 'grape',
};

/** A bin's states, worst first as the server sends them; "Normal" when none holds. */
export function StateBadges({ states, hasSensor }: { states: readonly SensorState[]; hasSensor: boolean }) {
  const { t } = useTranslation();
  if (!hasSensor) {
    return (
      <Badge color="gray" variant="outline" tt="none">
        {t('smartbins.list.noSensor')}
      </Badge>
    );
  }
  if (states.length === 0) {
    return (
      <Badge color="green" variant="light" tt="none">
        {t('smartbins.states.normal')}
      </Badge>
    );
  }
  return (
    <Group gap={4}>
      {states.map((state) => (
        <Badge
          key={state}
          color={STATE_COLOURS[state]}
          variant={state === 'fire' ? 'filled' : 'light'}
          tt="none"
        >
          {t(`smartbins.states.${state}`)}
        </Badge>
      ))}
    </Group>
  );
}

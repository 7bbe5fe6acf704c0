import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PositionState } from './use-position.ts';

/** Says whether the handover will carry the phone's position, and why not. */
export function PositionNote({ position }: { position: PositionState }) {
  const { t } = useTranslation();
  const text =
    position.state === 'found'
      ? t('handover.position.found', { accuracy: position.accuracy })
      : t(`handover.position.${position.state}`);
  return (
    <Text size="sm" c="dimmed" role="status">
      {text}
    </Text>
  );
}

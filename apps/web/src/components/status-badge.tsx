import { Badge, type BadgeProps } from '@mantine/core';
// Statuses without the request schemas: these badges show on the home page, where zod is not loaded.
import type { WasteStatus } from '@sirkula/domain/waste/status';
import { useTranslation } from 'react-i18next';

// Dark text on light badges keeps the contrast readable for every colour.
export const badgeStyles = {
  root: { overflow: 'visible', flexShrink: 0 },
  label: { color: 'var(--mantine-color-dark-7)', overflow: 'visible' },
};

/** A status as a light badge in its colour; the waste and journey screens share the look. */
export function StatusBadge(props: Omit<BadgeProps, 'styles'> & { children: string }) {
  return <Badge variant="light" styles={badgeStyles} {...props} />;
}

const WASTE_STATUS_COLORS: Record<WasteStatus, string> = {
  drafted: 'gray',
  waiting: 'yellow',
  journeyAssigned: 'blue',
  onProgress: 'cyan',
  partiallyDelivered: 'teal',
  delivered: 'green',
  cancelled: 'red',
};

/** A waste record's status, on the waste screens and on the journeys that carry the records. */
export function WasteStatusBadge({ status, size }: { status: WasteStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <StatusBadge color={WASTE_STATUS_COLORS[status]} size={size}>
      {t(`waste.statuses.${status}`)}
    </StatusBadge>
  );
}

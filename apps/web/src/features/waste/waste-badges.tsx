import { Badge } from '@mantine/core';
import type { WasteSummary } from '@sirkula/domain/waste-answers';
// Statuses without the request schemas: these badges show on the home page, where zod is not loaded.
import { awaitsConfirmation, type WasteStatus } from '@sirkula/domain/waste-status';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<WasteStatus, string> = {
  drafted: 'gray',
  waiting: 'yellow',
  journeyAssigned: 'blue',
  onProgress: 'cyan',
  partiallyDelivered: 'teal',
  delivered: 'green',
  cancelled: 'red',
};

// Dark text on light badges keeps the contrast readable for every colour.
const badgeStyles = {
  root: { overflow: 'visible', flexShrink: 0 },
  label: { color: 'var(--mantine-color-dark-7)', overflow: 'visible' },
};

export function WasteStatusBadge({ status, size }: { status: WasteStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size={size} styles={badgeStyles}>
      {t(`waste.statuses.${status}`)}
    </Badge>
  );
}

/** Beside "Waiting" while the provider's team has not confirmed the request yet. */
export function AwaitingConfirmationBadge({
  record,
  size,
}: {
  record: Pick<WasteSummary, 'status' | 'confirmedAt'>;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  if (!awaitsConfirmation(record)) return null;
  return (
    <Badge
      color="orange"
      variant="outline"
      size={size}
      styles={badgeStyles}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('waste.awaitingConfirmation')}
    </Badge>
  );
}

/** "Hazardous (B3) · General industry · B105d": the waste as one line. */
export function useWasteName() {
  const { t } = useTranslation();
  return (record: Pick<WasteSummary, 'type' | 'subType' | 'wasteCode'>) =>
    [
      t(`waste.types.${record.type}`),
      record.subType ? t(`waste.subTypes.${record.subType}`) : null,
      record.wasteCode,
    ]
      .filter(Boolean)
      .join(' · ');
}

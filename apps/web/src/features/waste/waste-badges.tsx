import { Badge } from '@mantine/core';
import type { WasteSummary } from '@sirkula/domain/waste/answers';
// Without the request schemas: these badges show on the home page, where zod is not loaded.
import { awaitsConfirmation } from '@sirkula/domain/waste/status';
import { useTranslation } from 'react-i18next';
import { badgeStyles } from '../../components/status-badge.tsx';

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

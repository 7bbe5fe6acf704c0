import { Badge } from '@mantine/core';
import type { JourneySummary } from '@sirkula/domain/journeys/answers';
import type { JourneyStatus } from '@sirkula/domain/journeys/rules';
import { useTranslation } from 'react-i18next';
import { badgeStyles, StatusBadge } from '../../components/status-badge.tsx';

const STATUS_COLORS: Record<JourneyStatus, string> = {
  active: 'blue',
  completed: 'green',
  cancelled: 'red',
};

export function JourneyStatusBadge({ status, size }: { status: JourneyStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <StatusBadge color={STATUS_COLORS[status]} size={size}>
      {t(`journeys.statuses.${status}`)}
    </StatusBadge>
  );
}

/** Where an active journey stands; a finished one says so by its status alone. */
export function JourneyStageText({ journey }: { journey: Pick<JourneySummary, 'status' | 'stage'> }) {
  const { t } = useTranslation();
  if (journey.status !== 'active') return null;
  return <>{t(`journeys.stages.${journey.stage}`)}</>;
}

/** A short delivery: orange while staff have to settle it, grey once settled. */
export function DiscrepancyBadge({
  discrepancy,
  size,
}: {
  discrepancy: JourneySummary['discrepancy'];
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
  if (!discrepancy) return null;
  return (
    <Badge
      color={discrepancy === 'open' ? 'orange' : 'gray'}
      variant="outline"
      size={size}
      styles={badgeStyles}
    >
      {t(`journeys.discrepancy.${discrepancy}`)}
    </Badge>
  );
}

import { Badge, Text, Timeline } from '@mantine/core';
import { formatDateTime } from '@sirkula/domain/format';
import { toLanguage } from '@sirkula/domain/languages';
import { awaitsConfirmation, type WasteStatus } from '@sirkula/domain/waste';
import { useTranslation } from 'react-i18next';
import type { StatusChange, WasteSummary } from './api.ts';

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
}: {
  record: Pick<WasteSummary, 'status' | 'confirmedAt'>;
}) {
  const { t } = useTranslation();
  if (!awaitsConfirmation(record)) return null;
  return (
    <Badge color="orange" variant="outline" styles={badgeStyles} style={{ alignSelf: 'flex-start' }}>
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

/** Each status change, oldest first: from → to, when (WIB) and, where known, who and why. */
export function StatusTimeline({
  history,
}: {
  history: ReadonlyArray<StatusChange & { actorName?: string | null; reason?: string | null }>;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2} color="green">
      {history.map((change) => (
        <Timeline.Item
          key={`${change.createdAt}-${change.toStatus}`}
          title={
            <Text size="sm" fw={600} component="span">
              {change.fromStatus
                ? `${t(`waste.statuses.${change.fromStatus}`)} → ${t(`waste.statuses.${change.toStatus}`)}`
                : t(`waste.statuses.${change.toStatus}`)}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            <time dateTime={change.createdAt}>{formatDateTime(change.createdAt, language)}</time>
            {change.actorName !== undefined &&
              ` · ${t('waste.detail.by', { name: change.actorName ?? t('waste.detail.system') })}`}
          </Text>
          {change.reason && <Text size="sm">{change.reason}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

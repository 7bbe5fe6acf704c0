import { Text, Timeline } from '@mantine/core';
import { formatDateTime } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import type { StatusChange } from '@sirkula/domain/waste/answers';
import { useTranslation } from 'react-i18next';

/** Each status change, oldest first: from → to, when (WIB) and, where known, who and why. */
type TimelineEntry =
  | {
      kind: 'status';
      at: string;
      change: StatusChange & { actorName?: string | null; reason?: string | null };
    }
  | { kind: 'confirmed'; at: string };

/** The status changes, and when given, the team's confirmation at its place among them. */
export function StatusTimeline({
  history,
  confirmedAt,
}: {
  history: ReadonlyArray<StatusChange & { actorName?: string | null; reason?: string | null }>;
  confirmedAt?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const entries: TimelineEntry[] = [
    ...history.map((change) => ({ kind: 'status' as const, at: change.createdAt, change })),
    ...(confirmedAt ? [{ kind: 'confirmed' as const, at: confirmedAt }] : []),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2} color="green">
      {entries.map((entry) =>
        entry.kind === 'confirmed' ? (
          <Timeline.Item
            key={`confirmed-${entry.at}`}
            title={
              <Text size="sm" fw={600} component="span">
                {t('waste.detail.confirmationStep')}
              </Text>
            }
          >
            <Text size="xs" c="dimmed">
              <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
            </Text>
          </Timeline.Item>
        ) : (
          <Timeline.Item
            key={`${entry.at}-${entry.change.toStatus}`}
            title={
              <Text size="sm" fw={600} component="span">
                {entry.change.fromStatus
                  ? `${t(`waste.statuses.${entry.change.fromStatus}`)} → ${t(`waste.statuses.${entry.change.toStatus}`)}`
                  : t(`waste.statuses.${entry.change.toStatus}`)}
              </Text>
            }
          >
            <Text size="xs" c="dimmed">
              <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
              {entry.change.actorName !== undefined &&
                ` · ${t('waste.detail.by', { name: entry.change.actorName ?? t('waste.detail.system') })}`}
            </Text>
            {entry.change.reason && <Text size="sm">{entry.change.reason}</Text>}
          </Timeline.Item>
        ),
      )}
    </Timeline>
  );
}

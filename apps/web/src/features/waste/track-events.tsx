import { Text, Timeline } from '@mantine/core';
import { unitLabelKey } from '@sirkula/domain/contracts/rules';
import type { TrackEvent } from '@sirkula/domain/journeys/answers';
import { formatDateTime, formatQuantity } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import { useTranslation } from 'react-i18next';

/**
 * The steps of a record's journey as its customer and the public see them: what, when (WIB), the city
 * and the quantity; the answer carries no names, phone numbers, photos or prices to show.
 */
export function TrackEvents({ events }: { events: readonly TrackEvent[] }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const ordered = [...events].sort((a, b) => Date.parse(a.occurredAt) - Date.parse(b.occurredAt));
  return (
    <Timeline active={ordered.length - 1} bulletSize={14} lineWidth={2} color="green">
      {ordered.map((event) => (
        <Timeline.Item
          key={`${event.kind}-${event.occurredAt}`}
          title={
            <Text size="sm" fw={600} component="span">
              {t(`journeys.eventKinds.${event.kind}`)}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt, language)}</time>
            {event.place && ` · ${event.place}`}
          </Text>
          {event.quantity !== null && event.unit && (
            <Text size="sm">{formatQuantity(event.quantity, t(unitLabelKey(event.unit)), language)}</Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

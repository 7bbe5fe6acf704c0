import { Anchor, Card, Group, Image, Stack, Text, Timeline, Title } from '@mantine/core';
import { unitLabelKey } from '@sirkula/domain/contracts/rules';
import type { JourneyDetail, JourneyEvent } from '@sirkula/domain/journeys/answers';
import { formatDateTime, formatQuantity } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import { useTranslation } from 'react-i18next';
import { journeyFileUrl } from './api.ts';

/** A phone may send an action long after it happened; past this gap both times are shown. */
const LATE_RECORDING_MS = 5 * 60 * 1000;

/**
 * Everything that happened to the journey, oldest first: what, when (WIB), where, how much, who, and
 * the signature and photos taken there. The places are on the route map above (tracking/route-card.tsx).
 */
export function JourneyTimeline({ journey }: { journey: JourneyDetail }) {
  const { t } = useTranslation();
  const events = [...journey.events].sort((a, b) => Date.parse(a.occurredAt) - Date.parse(b.occurredAt));
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="journey-timeline">
      <Title order={2} size="h4" mb="sm" id="journey-timeline">
        {t('journeys.timeline.title')}
      </Title>
      {events.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('journeys.timeline.empty')}
        </Text>
      ) : (
        <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} color="green">
          {events.map((event) => (
            <Timeline.Item
              key={event.id}
              title={
                <Text size="sm" fw={600} component="span">
                  {t(`journeys.eventKinds.${event.kind}`)}
                  {event.registrationNumber && ` · ${event.registrationNumber}`}
                </Text>
              }
            >
              <EventFacts journeyId={journey.id} event={event} />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}

function EventFacts({ journeyId, event }: { journeyId: string; event: JourneyEvent }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const late = Date.parse(event.recordedAt) - Date.parse(event.occurredAt) > LATE_RECORDING_MS;
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt, language)}</time>
        {event.actorName && ` · ${t('journeys.timeline.by', { name: event.actorName })}`}
        {late &&
          ` · ${t('journeys.timeline.recordedLater', { time: formatDateTime(event.recordedAt, language) })}`}
      </Text>
      <Place event={event} />
      {event.quantity !== null && event.unit && (
        <Text size="sm">
          {t('journeys.timeline.quantity')}:{' '}
          {formatQuantity(event.quantity, t(unitLabelKey(event.unit)), language)}
        </Text>
      )}
      {event.personInCharge && (
        <Text size="sm">
          {t('journeys.timeline.personInCharge')}: {event.personInCharge}
        </Text>
      )}
      {event.note && <Text size="sm">{event.note}</Text>}
      <Evidence journeyId={journeyId} event={event} />
    </Stack>
  );
}

/** The place's name and, where the phone had a position, its coordinates. */
function Place({ event }: { event: JourneyEvent }) {
  const { t } = useTranslation();
  const hasPosition = event.latitude !== null && event.longitude !== null;
  if (!event.place && !hasPosition) return null;
  return (
    <Text size="sm">
      {t('journeys.timeline.place')}: {event.place ?? '—'}
      {hasPosition && (
        <Text span size="xs" c="dimmed">
          {' '}
          ({event.latitude?.toFixed(5)}, {event.longitude?.toFixed(5)})
        </Text>
      )}
    </Text>
  );
}

/** The signature and the photos, small; each opens full size in a new tab. */
function Evidence({ journeyId, event }: { journeyId: string; event: JourneyEvent }) {
  const { t } = useTranslation();
  const files = [
    ...(event.signatureFileId ? [{ id: event.signatureFileId, alt: t('journeys.timeline.signature') }] : []),
    ...event.photoFileIds.map((id, index) => ({
      id,
      alt: t('journeys.timeline.photo', { number: index + 1 }),
    })),
  ];
  if (files.length === 0) return null;
  return (
    <Group gap="xs" mt={4}>
      {files.map((file) => (
        <Anchor key={file.id} href={journeyFileUrl(journeyId, file.id)} target="_blank" rel="noopener">
          <Image
            src={journeyFileUrl(journeyId, file.id)}
            alt={file.alt}
            w={72}
            h={72}
            fit="cover"
            radius="sm"
            loading="lazy"
            style={{ border: '1px solid var(--mantine-color-gray-3)' }}
          />
        </Anchor>
      ))}
    </Group>
  );
}

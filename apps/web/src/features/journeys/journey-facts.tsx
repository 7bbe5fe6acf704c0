import { Box, Card, Text, Title } from '@mantine/core';
import type { JourneyDetail } from '@sirkula/domain/journeys/answers';
import { formatDate, formatDateTime } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Label and value pairs as a definition list, in as many columns as fit. */
export function FactList({ facts }: { facts: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <Box
      component="dl"
      m={0}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
        gap: 'var(--mantine-spacing-sm)',
      }}
    >
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </Box>
  );
}

/** Who carries the journey, who receives it, when, and through which hub. */
export function JourneyFacts({ journey }: { journey: JourneyDetail }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const hub = journey.transitHub;
  const facts: Array<[string, ReactNode]> = [
    [t('journeys.fields.transporter'), journey.transporter.name],
    [t('journeys.fields.receiver'), journey.receiver.name],
    [t('journeys.fields.plannedOn'), formatDate(journey.plannedOn, language)],
    [t('journeys.fields.transitHub'), hub ? `${hub.name}, ${hub.city}` : t('journeys.detail.noHub')],
    [t('journeys.fields.createdAt'), formatDateTime(journey.createdAt, language)],
    [t('journeys.fields.updatedAt'), formatDateTime(journey.updatedAt, language)],
  ];
  if (journey.cancelReason) facts.push([t('journeys.fields.cancelReason'), journey.cancelReason]);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="journey-facts" h="100%">
      <Title order={2} size="h4" mb="sm" id="journey-facts">
        {t('journeys.detail.facts')}
      </Title>
      <FactList facts={facts} />
    </Card>
  );
}

/**
 * The vehicle and driver the transporter sends. The fleet feature's assignment button belongs in
 * this card, shown when `journey.can.assign` allows it.
 */
export function FleetCard({ journey, children }: { journey: JourneyDetail; children?: ReactNode }) {
  const { t } = useTranslation();
  const facts: Array<[string, ReactNode]> = [
    [t('journeys.assignment.vehicle'), journey.vehicle?.plate ?? t('journeys.assignment.notAssigned')],
    [t('journeys.assignment.driver'), journey.driver?.name ?? t('journeys.assignment.notAssigned')],
  ];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="journey-fleet" h="100%">
      <Title order={2} size="h4" mb="sm" id="journey-fleet">
        {t('journeys.assignment.title')}
      </Title>
      <FactList facts={facts} />
      {children}
    </Card>
  );
}

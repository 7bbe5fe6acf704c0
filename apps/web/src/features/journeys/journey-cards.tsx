import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { JourneySummary } from '@sirkula/domain/journeys/answers';
import { formatDate } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DiscrepancyBadge, JourneyStageText, JourneyStatusBadge } from './journey-badges.tsx';
import { FleetText } from './journeys-table.tsx';

/** On a phone each journey is a card with the table row's facts. */
export function JourneyCards({ journeys, basePath }: { journeys: JourneySummary[]; basePath: string }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {journeys.map((journey) => (
        <Paper component="li" key={journey.id} withBorder p="sm">
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" align="flex-start">
              <Anchor
                component={Link}
                to={`${basePath}/${journey.id}`}
                fw={600}
                style={{ whiteSpace: 'nowrap' }}
              >
                {journey.number}
              </Anchor>
              <JourneyStatusBadge status={journey.status} />
            </Group>
            <Group gap="xs">
              <Text size="sm" fw={600}>
                <JourneyStageText journey={journey} />
              </Text>
              <DiscrepancyBadge discrepancy={journey.discrepancy} />
            </Group>
            <Text size="xs" c="dimmed">
              {formatDate(journey.plannedOn, language)} ·{' '}
              {t('journeys.list.recordCount', { count: journey.recordCount })}
            </Text>
            <Text size="sm">
              {journey.transporter.name} → {journey.receiver.name}
            </Text>
            {journey.transitHub && (
              <Text size="sm" c="dimmed">
                {t('journeys.list.via', { hub: journey.transitHub.name })}
              </Text>
            )}
            <FleetText journey={journey} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { JourneySummary } from '@sirkula/domain/journeys/answers';
import type { JOURNEY_SORTS } from '@sirkula/domain/journeys/inputs';
import { formatDate, formatDateTime } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SortOrder } from '../../components/list/sort-order.ts';
import { SortableHeader } from '../../components/list/sortable-header.tsx';
import { DiscrepancyBadge, JourneyStageText, JourneyStatusBadge } from './journey-badges.tsx';

export type JourneySort = (typeof JOURNEY_SORTS)[number];

interface Props {
  journeys: JourneySummary[];
  basePath: string;
  sort: JourneySort;
  order: SortOrder;
  onSort: (sort: JourneySort, order: SortOrder) => void;
  caption: string;
}

export function JourneysTable({ journeys, basePath, sort, order, onSort, caption }: Props) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const sortable = (column: JourneySort) => (
    <SortableHeader column={column} sort={sort} order={order} onSort={onSort}>
      {t(`journeys.list.columns.${column}`)}
    </SortableHeader>
  );
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing={8} aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {sortable('number')}
            {sortable('plannedOn')}
            <Table.Th>{t('journeys.list.columns.parties')}</Table.Th>
            <Table.Th>{t('journeys.list.columns.fleet')}</Table.Th>
            <Table.Th>{t('journeys.list.columns.status')}</Table.Th>
            {sortable('updatedAt')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {journeys.map((journey) => (
            <Table.Tr key={journey.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`${basePath}/${journey.id}`}
                  fw={600}
                  size="sm"
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {journey.number}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t('journeys.list.recordCount', { count: journey.recordCount })}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(journey.plannedOn, language)}</Table.Td>
              <Table.Td miw={180}>
                <Text size="sm">{journey.transporter.name}</Text>
                <Text size="xs" c="dimmed">
                  → {journey.receiver.name}
                  {journey.transitHub && ` · ${t('journeys.list.via', { hub: journey.transitHub.name })}`}
                </Text>
              </Table.Td>
              <Table.Td>
                <FleetText journey={journey} />
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <JourneyStatusBadge status={journey.status} size="sm" />
                  <Text size="xs">
                    <JourneyStageText journey={journey} />
                  </Text>
                  <DiscrepancyBadge discrepancy={journey.discrepancy} size="sm" />
                </Stack>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDateTime(journey.updatedAt, language)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The vehicle's plate and the driver, or that the fleet is still to be assigned. */
export function FleetText({ journey }: { journey: Pick<JourneySummary, 'vehicle' | 'driver'> }) {
  const { t } = useTranslation();
  if (!journey.vehicle && !journey.driver) {
    return (
      <Text size="sm" c="dimmed">
        {t('journeys.assignment.none')}
      </Text>
    );
  }
  return (
    <Text size="sm">
      {journey.vehicle?.plate ?? '—'}
      {journey.driver && (
        <Text span size="xs" c="dimmed" display="block">
          {journey.driver.name}
        </Text>
      )}
    </Text>
  );
}

import '../../components/map/texts.ts';
import {
  Anchor,
  Badge,
  Grid,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { WASTE_TYPES } from '@sirkula/domain/contracts/rules';
import { JOURNEY_STAGES } from '@sirkula/domain/journeys/rules';
import { formatDateTime } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import { pageCount } from '@sirkula/domain/shared/lists';
import { TRACKED_STATUSES } from '@sirkula/domain/tracking/rules';
import type { TrackingMapQuery } from '@sirkula/domain/tracking/schemas';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { FilterGrid } from '../../components/list/filter-grid.tsx';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { trackingMapQuery, trackingRecordsQuery } from './api.ts';

const TrackingMapView = lazy(() =>
  import('../../components/map/map-kit.tsx').then((kit) => ({ default: kit.TrackingMapView })),
);

const journeyHref = (id: string) => `/internal/journey/${id}`;
const recordHref = (id: string) => `/internal/waste/${id}`;

/** Staff's tracking screen: the map with its filters, and beside it the records by status. */
export function TrackingPage() {
  const { t, i18n } = useTranslation();
  const { t: tm } = useTranslation('map');
  useDocumentTitle(tm('tracking.title'));
  const navigate = useNavigate();
  const [filter, setFilter] = useState<TrackingMapQuery>({});
  const [status, setStatus] = useState<(typeof TRACKED_STATUSES)[number]>('onProgress');
  const [page, setPage] = useState(1);
  const map = useQuery(trackingMapQuery(filter));
  const records = useQuery(trackingRecordsQuery({ status, page, pageSize: 20 }));
  const update = (next: Partial<TrackingMapQuery>) => setFilter((current) => ({ ...current, ...next }));
  const open = useCallback((href: string) => void navigate(href), [navigate]);
  const anyLabel = tm('tracking.filters.any');
  const language = toLanguage(i18n.language);
  const clean = <T,>(value: T | null) => value ?? undefined;

  return (
    <Stack gap="md">
      <Title order={1}>{tm('tracking.title')}</Title>
      <Text c="dimmed">{tm('tracking.intro')}</Text>
      <FilterGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <FilterSelect
          label={tm('tracking.filters.stage')}
          anyLabel={anyLabel}
          values={JOURNEY_STAGES}
          labelOf={(stage) => t(`journeys.stages.${stage}`)}
          value={filter.stage}
          onChange={(stage) => update({ stage: clean(stage) })}
        />
        <CompanyPicker
          label={tm('tracking.filters.transporter')}
          placeholder={anyLabel}
          kind="partner"
          value={filter.transporterId ?? null}
          onChange={(transporterId) => update({ transporterId: clean(transporterId) })}
        />
        <CompanyPicker
          label={tm('tracking.filters.customer')}
          placeholder={anyLabel}
          kind="customer"
          value={filter.customerId ?? null}
          onChange={(customerId) => update({ customerId: clean(customerId) })}
        />
        <FilterSelect
          label={tm('tracking.filters.wasteType')}
          anyLabel={anyLabel}
          values={WASTE_TYPES}
          labelOf={(type) => t(`waste.types.${type}`)}
          value={filter.wasteType}
          onChange={(wasteType) => update({ wasteType: clean(wasteType) })}
        />
      </FilterGrid>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="xs">
            {map.isError && (
              <Text c="red.8" role="alert">
                {tm('tracking.loadFailed')}
              </Text>
            )}
            {map.data?.truncated && (
              <Text c="orange.9" role="status">
                {tm('map.truncated')}
              </Text>
            )}
            {map.data && (
              <>
                <Text size="sm" data-testid="tracking-counts">
                  {[
                    tm('tracking.counts.journeysOnRoad', { count: map.data.journeys.length }),
                    tm('tracking.counts.pickupsToday', { count: map.data.pickups.length }),
                    tm('tracking.counts.receivers', { count: map.data.receivers.length }),
                  ].join(' · ')}
                </Text>
                <Suspense fallback={<Skeleton height={560} />}>
                  <TrackingMapView
                    data={map.data}
                    onOpen={open}
                    journeyHref={journeyHref}
                    recordHref={recordHref}
                  />
                </Suspense>
              </>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Paper withBorder p="sm" radius="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {tm('tracking.list.title')}
              </Title>
              <SegmentedControl
                size="xs"
                fullWidth
                orientation="vertical"
                value={status}
                onChange={(next) => {
                  setStatus(next as typeof status);
                  setPage(1);
                }}
                data={TRACKED_STATUSES.map((value) => ({ value, label: t(`waste.statuses.${value}`) }))}
              />
              {records.data?.items.length === 0 && <Text c="dimmed">{tm('tracking.list.empty')}</Text>}
              <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {records.data?.items.map((record) => (
                  <li key={record.id}>
                    <Paper withBorder p="xs" radius="sm">
                      <Group justify="space-between" gap={4} wrap="nowrap">
                        <Anchor
                          component={Link}
                          to={recordHref(record.id)}
                          fw={600}
                          size="sm"
                          style={{ whiteSpace: 'nowrap' }}
                        >
                          {record.registrationNumber}
                        </Anchor>
                        {record.journey && (
                          <Badge variant="light" component={Link} to={journeyHref(record.journey.id)}>
                            {record.journey.number}
                          </Badge>
                        )}
                      </Group>
                      <Text size="sm">{record.customer.name}</Text>
                      <Text size="xs" c="dimmed">
                        {record.lastEvent
                          ? `${t(`journeys.eventKinds.${record.lastEvent.kind}`)} · ${formatDateTime(record.lastEvent.occurredAt, language)}${record.lastEvent.place ? ` · ${record.lastEvent.place}` : ''}`
                          : tm('tracking.list.noEvent')}
                      </Text>
                    </Paper>
                  </li>
                ))}
              </Stack>
              {records.data && records.data.total > records.data.pageSize && (
                <Pagination
                  size="sm"
                  value={page}
                  onChange={setPage}
                  total={pageCount(records.data.total, records.data.pageSize)}
                />
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

import '../../components/map/texts.ts';
import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { routeQuery } from './api.ts';

const RouteMap = lazy(() =>
  import('../../components/map/map-kit.tsx').then((kit) => ({ default: kit.RouteMap })),
);

/**
 * A journey's route on a map, for its page (partners, staff) or a record's page (its customer): the
 * map (Leaflet) is fetched only when there is a route to show.
 */
export function RouteCard(props: { journeyId: string } | { wasteRecordId: string }) {
  const { t: tm } = useTranslation('map');
  const route = useQuery(routeQuery(props));
  if (route.isError || (route.data && route.data.journeyId === null)) return null;
  const empty =
    route.data &&
    route.data.route.length === 0 &&
    route.data.events.length === 0 &&
    route.data.pickups.length === 0;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {tm('tracking.routeTitle')}
        </Title>
        {!route.data ? (
          <Skeleton height={360} />
        ) : empty ? (
          <Text c="dimmed">{tm('tracking.routeEmpty')}</Text>
        ) : (
          <Suspense fallback={<Skeleton height={360} />}>
            <RouteMap route={route.data} />
          </Suspense>
        )}
      </Stack>
    </Card>
  );
}

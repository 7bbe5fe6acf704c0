import { TRACKING_REFRESH_MS } from '@sirkula/domain/tracking/rules';
import type {
  JourneyRoute,
  TrackingMap,
  TrackingMapQuery,
  TrackingRecordPage,
  TrackingRecordsQuery,
} from '@sirkula/domain/tracking/schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, withQuery } from '../../lib/api.ts';

/** The map's points for the filters, asked again every 15 s while the screen is open. */
export const trackingMapQuery = (filter: TrackingMapQuery) =>
  queryOptions({
    queryKey: ['tracking', 'map', filter],
    queryFn: () => api<TrackingMap>('GET', withQuery('/tracking/map', filter)),
    refetchInterval: TRACKING_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

/** The list beside the map, refreshed as often. */
export const trackingRecordsQuery = (query: TrackingRecordsQuery) =>
  queryOptions({
    queryKey: ['tracking', 'records', query],
    queryFn: () => api<TrackingRecordPage>('GET', withQuery('/tracking/records', query)),
    refetchInterval: TRACKING_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

/** A journey's route (its page), or a record's (the customer's record page). */
export const routeQuery = (of: { journeyId: string } | { wasteRecordId: string }) =>
  queryOptions({
    queryKey: ['tracking', 'route', of],
    queryFn: () =>
      api<JourneyRoute>(
        'GET',
        'journeyId' in of
          ? `/journeys/${encodeURIComponent(of.journeyId)}/route`
          : `/waste/${encodeURIComponent(of.wasteRecordId)}/route`,
      ),
    refetchInterval: TRACKING_REFRESH_MS * 4,
  });

import type { trackingApi } from '@sirkula/domain/tracking/api';
import { TRACKING_REFRESH_MS } from '@sirkula/domain/tracking/rules';
import type { TrackingMapQuery, TrackingRecordsQuery } from '@sirkula/domain/tracking/schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

const call = client<typeof trackingApi>();

/** The map's points for the filters, asked again every 15 s while the screen is open. */
export const trackingMapQuery = (filter: TrackingMapQuery) =>
  queryOptions({
    queryKey: ['tracking', 'map', filter],
    queryFn: () => call('GET /tracking/map', { query: filter }),
    refetchInterval: TRACKING_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

/** The list beside the map, refreshed as often. */
export const trackingRecordsQuery = (query: TrackingRecordsQuery) =>
  queryOptions({
    queryKey: ['tracking', 'records', query],
    queryFn: () => call('GET /tracking/records', { query }),
    refetchInterval: TRACKING_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

/** A journey's route (its page), or a record's (the customer's record page). */
export const routeQuery = (of: { journeyId: string } | { wasteRecordId: string }) =>
  queryOptions({
    queryKey: ['tracking', 'route', of],
    queryFn: () =>
      'journeyId' in of
        ? call('GET /journeys/:id/route', { params: { id: of.journeyId } })
        : call('GET /waste/:id/route', { params: { id: of.wasteRecordId } }),
    refetchInterval: TRACKING_REFRESH_MS * 4,
  });

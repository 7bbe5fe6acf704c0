import type { MapConfig } from '@sirkula/domain/tracking/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Where the tiles come from, as the server is configured (MAP_TILE_URL); asked once per visit. */
export const mapConfigQuery = queryOptions({
  queryKey: ['map-config'],
  queryFn: () => api<MapConfig>('GET', '/tracking/map-config'),
  staleTime: Number.POSITIVE_INFINITY,
});

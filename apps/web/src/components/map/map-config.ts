import type { trackingApi } from '@sirkula/domain/tracking/api';
import { queryOptions } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

const call = client<typeof trackingApi>();

/** Where the tiles come from, as the server is configured (MAP_TILE_URL); asked once per visit. */
export const mapConfigQuery = queryOptions({
  queryKey: ['map-config'],
  queryFn: () => call('GET /tracking/map-config'),
  staleTime: Number.POSITIVE_INFINITY,
});

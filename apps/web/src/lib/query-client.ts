import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

/**
 * The one cache of server answers. Only the pages that read through it load it (the portals, the
 * e-mail check, the public tracking page): the landing and sign-in pages show without it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // A refusal (not found, forbidden, signed out) will not change on a second try; only other failures are retried.
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
    },
  },
});

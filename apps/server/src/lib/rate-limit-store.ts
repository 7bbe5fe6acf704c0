import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../db/client.ts';
import { countRequest } from '../db/request-limits.ts';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteParams = Parameters<FastifyRateLimitStore['child']>[0];
interface Route {
  method?: string | string[];
  url?: string;
}

/**
 * A store for @fastify/rate-limit that counts in the database (`request_limits`) instead of one
 * process's memory, so a limit per address holds however many servers answer. The plugin makes one
 * per route (`child`): the route is part of the key, as each route has its own limit.
 */
export function databaseRateLimitStore(db: Db, clock: () => Date) {
  return class DatabaseRateLimitStore {
    readonly route: string;

    constructor(route?: unknown) {
      this.route = typeof route === 'string' ? route : '';
    }

    incr(key: string, answer: Answer, timeWindow: number): void {
      countRequest(db, `${this.route} ${key}`, timeWindow, clock()).then(
        (result) => answer(null, result),
        (error: Error) => answer(error),
      );
    }

    // Typed as the route's options; the plugin passes its limit's settings with the route as `routeInfo`.
    child(params: RouteParams): DatabaseRateLimitStore {
      const route: Route = (params as { routeInfo?: Route }).routeInfo ?? params;
      const method = [route.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(`${method} ${route.url ?? ''}`);
    }
  };
}

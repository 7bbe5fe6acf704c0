import { translate } from '@sirkula/domain/shared/i18n';
import { telemetryApi } from '@sirkula/domain/smartbins/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireKeyCaller } from '../../lib/access-hook.ts';
import { implement } from '../../lib/contract-routes.ts';
import type { AppDeps } from '../../lib/feature.ts';
import { afterAnswer } from '../../lib/http.ts';
import { type Arrival, ingest, ingestAnswerOf } from './ingest.ts';
import { arrivalsOfBatch, arrivalsOfChirpstack, arrivalsOfTtn, notifyUrgentAlerts } from './telemetry.ts';

/** Where sensors' readings arrive, from integration keys; fire and fall are told once committed. */
export function telemetryRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const take = async (request: Parameters<typeof requireKeyCaller>[0], arrivals: Arrival[]) => {
      const { outcomes, opened } = await ingest(deps.db, requireKeyCaller(request), arrivals, deps.clock());
      for (const outcome of outcomes) deps.metrics.telemetryReadings.inc({ outcome: outcome.status });
      if (opened.length > 0) afterAnswer(request, 'Bin alert notice', () => notifyUrgentAlerts(deps, opened));
      return ingestAnswerOf(outcomes, (key) => translate(request.language, key));
    };
    implement(app, 'telemetry', telemetryApi, {
      'POST /telemetry': (request) => take(request, arrivalsOfBatch(request.body.readings)),
      'POST /telemetry/chirpstack': (request) =>
        take(request, arrivalsOfChirpstack(request.query.event, request.body)),
      'POST /telemetry/ttn': (request) => take(request, arrivalsOfTtn(request.body)),
    });
  };
}

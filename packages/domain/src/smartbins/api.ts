import { z } from 'zod';
import { contract } from '../shared/contract.ts';
import { idParams } from '../shared/params.ts';
import {
  alertPage,
  binAlert,
  binAnswer,
  binDeleted,
  binHistory,
  binMap,
  binPage,
  collectionAnswer,
  ingestAnswer,
} from './answers.ts';
import {
  acknowledgeInput,
  binHistoryQuery,
  binInput,
  binMapQuery,
  collectionInput,
  listAlertsQuery,
  listBinsQuery,
} from './inputs.ts';
import { telemetryBatch, ttnUplink } from './uplinks.ts';

/** Smart bins: staff keep them; a customer reads its own (the feature's policy decides whose). */
export const smartbinsApi = contract({
  'GET /smartbins': { access: 'signedIn', query: listBinsQuery, answers: { 200: binPage } },
  'GET /smartbins/alerts': { access: 'signedIn', query: listAlertsQuery, answers: { 200: alertPage } },
  'GET /smartbins/map': {
    access: 'signedIn',
    summary: 'Every live bin with a position, with its worst state: one compact answer, no pages',
    query: binMapQuery,
    answers: { 200: binMap },
  },
  'POST /smartbins/alerts/:id/acknowledge': {
    access: 'internal',
    params: idParams,
    body: acknowledgeInput,
    answers: { 200: binAlert },
  },
  'GET /smartbins/:id': { access: 'signedIn', params: idParams, answers: { 200: binAnswer } },
  'GET /smartbins/:id/history': {
    access: 'signedIn',
    params: idParams,
    query: binHistoryQuery,
    answers: { 200: binHistory },
  },
  'POST /smartbins': { access: 'internal', body: binInput, answers: { 201: binAnswer } },
  'POST /smartbins/collections': {
    access: 'signedIn',
    summary: 'Turn bins into pickup requests, one per bin, and for staff into a planned journey',
    body: collectionInput,
    answers: { 201: collectionAnswer },
  },
  'PATCH /smartbins/:id': {
    access: 'internal',
    params: idParams,
    body: binInput,
    answers: { 200: binAnswer },
  },
  'DELETE /smartbins/:id': { access: 'internal', params: idParams, answers: { 200: binDeleted } },
});

/**
 * Where sensors' readings arrive, for integration keys holding the telemetry scope (never a
 * session). Each answers per item; one bad reading never sinks the others.
 */
export const telemetryApi = contract({
  'POST /telemetry': {
    access: 'key:telemetry:write',
    summary: 'Our JSON batch: up to 1,000 readings, each naming its device and when it was measured',
    body: telemetryBatch,
    answers: { 200: ingestAnswer },
  },
  'POST /telemetry/chirpstack': {
    access: 'key:telemetry:write',
    summary: "ChirpStack v4's HTTP integration: uplink events (?event=up) are read, other events ignored",
    query: z.object({ event: z.string().max(40).default('up') }),
    body: z.looseObject({}),
    answers: { 200: ingestAnswer },
  },
  'POST /telemetry/ttn': {
    access: 'key:telemetry:write',
    summary: "The Things Stack v3's webhook uplink message",
    body: ttnUplink,
    answers: { 200: ingestAnswer },
  },
});

import { contract } from '../shared/contract.ts';
import { idParams } from '../shared/params.ts';
import {
  journeyRoute,
  mapConfig,
  positionsAnswer,
  positionsInput,
  trackingMap,
  trackingMapQuery,
  trackingRecordPage,
  trackingRecordsQuery,
} from './schemas.ts';

/**
 * The tracking endpoints: where the maps' tiles come from (anyone), the tracking map and its list
 * (staff), a journey's or a record's route (their parties), and the positions the driver's phone sends.
 */
export const trackingApi = contract({
  'GET /tracking/map-config': { access: 'public', answers: { 200: mapConfig } },
  'GET /tracking/map': { access: 'internal', query: trackingMapQuery, answers: { 200: trackingMap } },
  'GET /tracking/records': {
    access: 'internal',
    query: trackingRecordsQuery,
    answers: { 200: trackingRecordPage },
  },
  'GET /journeys/:id/route': {
    access: 'signedIn',
    keyScope: 'journeys:read',
    params: idParams,
    answers: { 200: journeyRoute },
  },
  'GET /waste/:id/route': {
    access: 'signedIn',
    keyScope: 'journeys:read',
    params: idParams,
    answers: { 200: journeyRoute },
  },
  'POST /journeys/:id/positions': {
    access: 'signedIn',
    params: idParams,
    body: positionsInput,
    answers: { 200: positionsAnswer },
  },
});

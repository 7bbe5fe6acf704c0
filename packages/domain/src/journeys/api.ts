import { z } from 'zod';
import { contract, FILE_ANSWER, MULTIPART_BODY } from '../shared/contract.ts';
import { idParams } from '../shared/params.ts';
import {
  handoverTarget,
  journeyAnswer,
  journeyDetail,
  journeyPage,
  recordJourney,
  transitHubList,
} from './answers.ts';
import {
  cancelJourneyInput,
  createJourneyInput,
  journeyRecordsInput,
  listJourneysQuery,
  phoneAction,
  receiveInput,
  resolveDiscrepancyInput,
} from './inputs.ts';

const recordParams = z.object({ id: z.uuid(), wasteRecordId: z.uuid() });
const fileParams = z.object({ id: z.uuid(), fileId: z.uuid() });
const handoverParams = z.object({ registrationNumber: z.string().max(40) });

/**
 * The journeys' endpoints: staff plan, re-plan, settle and complete them; the transporter's people pick
 * up and scan at the hub, the receiver's receive and confirm processing (staff may for both); their
 * parties read them, their files and their documents, and a record's customer its proof.
 */
export const journeysApi = contract({
  'GET /journeys': {
    access: 'signedIn',
    keyScope: 'journeys:read',
    query: listJourneysQuery,
    answers: { 200: journeyPage },
  },
  'POST /journeys': { access: 'internal', body: createJourneyInput, answers: { 201: journeyAnswer } },
  'GET /journeys/transit-hubs': { access: 'signedIn', answers: { 200: transitHubList } },
  'GET /journeys/handover/:registrationNumber': {
    access: 'signedIn',
    params: handoverParams,
    answers: { 200: handoverTarget },
  },
  'GET /journeys/:id': {
    access: 'signedIn',
    keyScope: 'journeys:read',
    params: idParams,
    answers: { 200: journeyDetail },
  },
  'POST /journeys/:id/records': {
    access: 'internal',
    params: idParams,
    body: journeyRecordsInput,
    answers: { 200: journeyAnswer },
  },
  'DELETE /journeys/:id/records/:wasteRecordId': {
    access: 'internal',
    params: recordParams,
    answers: { 200: journeyAnswer },
  },
  'POST /journeys/:id/cancel': {
    access: 'internal',
    params: idParams,
    body: cancelJourneyInput,
    answers: { 200: journeyAnswer },
  },
  'POST /journeys/:id/records/:wasteRecordId/pickup': {
    access: 'signedIn',
    params: recordParams,
    body: MULTIPART_BODY,
    answers: { 200: journeyAnswer },
  },
  'POST /journeys/:id/records/:wasteRecordId/receive': {
    access: 'signedIn',
    params: recordParams,
    body: receiveInput,
    answers: { 200: journeyAnswer },
  },
  'POST /journeys/:id/hub-in': {
    access: 'signedIn',
    params: idParams,
    body: phoneAction,
    answers: { 200: journeyAnswer },
  },
  'POST /journeys/:id/hub-out': {
    access: 'signedIn',
    params: idParams,
    body: phoneAction,
    answers: { 200: journeyAnswer },
  },
  'POST /journeys/:id/close-delivery': {
    access: 'signedIn',
    params: idParams,
    body: phoneAction,
    answers: { 200: journeyAnswer },
  },
  'POST /journeys/:id/processed': {
    access: 'signedIn',
    params: idParams,
    body: MULTIPART_BODY,
    answers: { 200: journeyAnswer },
  },
  'POST /journeys/:id/records/:wasteRecordId/resolve': {
    access: 'internal',
    params: recordParams,
    body: resolveDiscrepancyInput,
    answers: { 200: journeyAnswer },
  },
  'POST /journeys/:id/complete': {
    access: 'internal',
    params: idParams,
    answers: { 200: journeyAnswer },
  },
  'GET /journeys/:id/files/:fileId': {
    access: 'signedIn',
    params: fileParams,
    answers: { 200: FILE_ANSWER },
  },
  'GET /journeys/:id/proof.pdf': { access: 'signedIn', params: idParams, answers: { 200: FILE_ANSWER } },
  'GET /journeys/:id/sheet.pdf': { access: 'signedIn', params: idParams, answers: { 200: FILE_ANSWER } },
  'GET /waste/:id/proof.pdf': { access: 'signedIn', params: idParams, answers: { 200: FILE_ANSWER } },
  'GET /waste/:id/journey': {
    access: 'signedIn',
    keyScope: 'journeys:read',
    params: idParams,
    answers: { 200: recordJourney },
  },
});

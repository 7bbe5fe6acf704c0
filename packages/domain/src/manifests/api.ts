import { z } from 'zod';
import { contract, FILE_ANSWER } from '../shared/contract.ts';
import { idParams } from '../shared/params.ts';
import {
  journeyManifests,
  manifestChange,
  manifestContent,
  manifestDetailsChange,
  manifestPage,
  recordManifest,
} from './answers.ts';
import { b3CodeChangeInput, b3CodeCreateInput, listB3CodesQuery } from './b3-codes.ts';
import { b3CodeChanged, b3CodeLookup, b3CodePage } from './b3-codes-answers.ts';
import {
  listManifestsQuery,
  manifestDetailsInput,
  manifestUpdateInput,
  pickupOverrideInput,
} from './inputs.ts';

const manifestParams = z.object({ id: z.uuid(), senderId: z.uuid() });
const codeParams = z.object({ code: z.string().max(20) });

/**
 * The Festronik manifests' endpoints: each sender's manifest of a journey, read by its parties and the
 * sender, exported as a file, and kept by staff (Festronik's number and status, a pickup before the
 * number, a record's physical form).
 */
export const manifestsApi = contract({
  'GET /manifests': { access: 'signedIn', query: listManifestsQuery, answers: { 200: manifestPage } },
  'GET /journeys/:id/manifests': {
    access: 'signedIn',
    params: idParams,
    answers: { 200: journeyManifests },
  },
  'PATCH /journeys/:id/manifests/:senderId': {
    access: 'internal',
    params: manifestParams,
    body: manifestUpdateInput,
    answers: { 200: manifestChange },
  },
  'GET /journeys/:id/manifests/:senderId/manifest.pdf': {
    access: 'signedIn',
    params: manifestParams,
    answers: { 200: FILE_ANSWER },
  },
  'GET /journeys/:id/manifests/:senderId/manifest.csv': {
    access: 'signedIn',
    params: manifestParams,
    answers: { 200: FILE_ANSWER },
  },
  /** The manifest's content exactly as the screens receive it, sent as a file to save. */
  'GET /journeys/:id/manifests/:senderId/manifest.json': {
    access: 'signedIn',
    params: manifestParams,
    answers: { 200: manifestContent },
  },
  'PUT /journeys/:id/manifests/:senderId/pickup-override': {
    access: 'internal',
    params: manifestParams,
    body: pickupOverrideInput,
    answers: { 200: manifestChange },
  },
  'GET /waste/:id/manifest': { access: 'signedIn', params: idParams, answers: { 200: recordManifest } },
  'PATCH /waste/:id/manifest': {
    access: 'internal',
    params: idParams,
    body: manifestDetailsInput,
    answers: { 200: manifestDetailsChange },
  },
});

/** The B3 waste code list: everyone signed in searches it; staff add and correct codes. */
export const b3CodesApi = contract({
  'GET /b3-codes': { access: 'signedIn', query: listB3CodesQuery, answers: { 200: b3CodePage } },
  'GET /b3-codes/:code': { access: 'signedIn', params: codeParams, answers: { 200: b3CodeLookup } },
  'POST /b3-codes': { access: 'internal', body: b3CodeCreateInput, answers: { 201: b3CodeChanged } },
  'PATCH /b3-codes/:code': {
    access: 'internal',
    params: codeParams,
    body: b3CodeChangeInput,
    answers: { 200: b3CodeChanged },
  },
});

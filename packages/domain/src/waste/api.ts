import { z } from 'zod';
import { contract } from '../shared/contract.ts';
import { idParams } from '../shared/params.ts';
import { pickupAllowanceQuery } from './allowance.ts';
import {
  pickupAllowance,
  pickupRule,
  publicTrack,
  wasteAnswer,
  wasteDetail,
  wasteLabels,
  wastePage,
} from './answers.ts';
import { REGISTRATION_NUMBER } from './numbers.ts';
import { cancelWasteInput, listWasteQuery, pickupRequestInput, rescheduleInput } from './rules.ts';

/** Up to a hundred record ids, comma-separated, for one sheet of labels. */
export const labelIds = z.object({
  ids: z
    .string()
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(z.uuid()).min(1).max(100)),
});

/** A label's number as printed or typed: spaces around it and lower case are forgiven. */
const trackParams = z.object({
  registrationNumber: z.string().trim().toUpperCase().regex(REGISTRATION_NUMBER),
});

/**
 * The waste records' endpoints: customers request and follow their pickups, staff confirm and
 * reschedule them, and anyone looks a label's number up.
 */
export const wasteApi = contract({
  'GET /waste': {
    access: 'signedIn',
    keyScope: 'waste:read',
    query: listWasteQuery,
    answers: { 200: wastePage },
  },
  'GET /waste/pickup-rule': { access: 'signedIn', keyScope: 'pickups:write', answers: { 200: pickupRule } },
  'GET /waste/labels': { access: 'signedIn', query: labelIds, answers: { 200: wasteLabels } },
  'GET /waste/allowance': {
    access: 'signedIn',
    query: pickupAllowanceQuery,
    answers: { 200: pickupAllowance },
  },
  'POST /waste': {
    access: 'signedIn',
    keyScope: 'pickups:write',
    body: pickupRequestInput,
    answers: { 201: wasteAnswer },
  },
  'GET /waste/:id': {
    access: 'signedIn',
    keyScope: 'waste:read',
    params: idParams,
    answers: { 200: wasteDetail },
  },
  'PATCH /waste/:id': {
    access: 'signedIn',
    params: idParams,
    body: pickupRequestInput,
    answers: { 200: wasteAnswer },
  },
  'POST /waste/:id/submit': {
    access: 'signedIn',
    keyScope: 'pickups:write',
    params: idParams,
    // The form sends the draft as edited, stored and submitted at once; the detail page sends nothing.
    // (Fastify hands a missing body to the schema as null.)
    body: pickupRequestInput.nullish(),
    answers: { 200: wasteAnswer },
  },
  'POST /waste/:id/cancel': {
    access: 'signedIn',
    keyScope: 'pickups:write',
    params: idParams,
    body: cancelWasteInput,
    answers: { 200: wasteAnswer },
  },
  'POST /waste/:id/confirm': { access: 'internal', params: idParams, answers: { 200: wasteAnswer } },
  'POST /waste/:id/reschedule': {
    access: 'internal',
    params: idParams,
    body: rescheduleInput,
    answers: { 200: wasteAnswer },
  },
  'GET /public/track/:registrationNumber': {
    access: 'public',
    params: trackParams,
    answers: { 200: publicTrack },
  },
});

import { z } from 'zod';
import { contract, FILE_ANSWER, MULTIPART_BODY } from '../shared/contract.ts';
import { contactDetails, contactInput, contactSaved } from './contact.ts';
import {
  binSettingsAnswer,
  binSettingsInput,
  binSettingsSaved,
  branding,
  brandingInput,
  brandingSaved,
  deliveryToleranceAnswer,
  deliveryToleranceInput,
  deliveryToleranceSaved,
  INVOICING_IMAGES,
  invoicingAnswer,
  invoicingInput,
  invoicingSaved,
  schedulerSettingsAnswer,
  schedulerSettingsInput,
  schedulerSettingsSaved,
} from './rules.ts';

const imageParams = z.object({ image: z.enum(INVOICING_IMAGES) });

/**
 * The provider's settings: anyone reads the branding the public site shows; staff read the rest and
 * internal admins change it (the policy decides between staff).
 */
export const settingsApi = contract({
  'GET /settings/branding': { access: 'public', answers: { 200: branding } },
  'PUT /settings/branding': { access: 'internal', body: brandingInput, answers: { 200: brandingSaved } },
  'GET /settings/contact': {
    access: 'public',
    summary: 'How the public reaches the provider: address, phone, e-mail, WhatsApp, office and holidays',
    answers: { 200: contactDetails },
  },
  'PUT /settings/contact': { access: 'internal', body: contactInput, answers: { 200: contactSaved } },
  'GET /settings/delivery-tolerance': { access: 'internal', answers: { 200: deliveryToleranceAnswer } },
  'PUT /settings/delivery-tolerance': {
    access: 'internal',
    body: deliveryToleranceInput,
    answers: { 200: deliveryToleranceSaved },
  },
  'GET /settings/smart-bins': { access: 'internal', answers: { 200: binSettingsAnswer } },
  'PUT /settings/smart-bins': {
    access: 'internal',
    body: binSettingsInput,
    answers: { 200: binSettingsSaved },
  },
  'GET /settings/schedulers': { access: 'internal', answers: { 200: schedulerSettingsAnswer } },
  'PUT /settings/schedulers': {
    access: 'internal',
    body: schedulerSettingsInput,
    answers: { 200: schedulerSettingsSaved },
  },
  'GET /settings/invoicing': { access: 'internal', answers: { 200: invoicingAnswer } },
  'PUT /settings/invoicing': { access: 'internal', body: invoicingInput, answers: { 200: invoicingSaved } },
  'POST /settings/invoicing/:image': {
    access: 'internal',
    summary: 'Upload the logo or the signature printed on invoices (PNG or JPEG, at most 1 MB)',
    params: imageParams,
    body: MULTIPART_BODY,
    answers: { 200: invoicingSaved },
  },
  'GET /settings/invoicing/:image': {
    access: 'internal',
    summary: 'The logo or the signature printed on invoices',
    params: imageParams,
    answers: { 200: FILE_ANSWER },
  },
});

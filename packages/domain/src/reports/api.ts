import { messageAnswer } from '../shared/answers.ts';
import { contract, FILE_ANSWER } from '../shared/contract.ts';
import { idParams } from '../shared/params.ts';
import { report, reportPage, reportSubscription, subscriptionList } from './answers.ts';
import { listReportsQuery, subscriptionsQuery } from './inputs.ts';
import { reportRequest, subscriptionInput } from './rules.ts';

/**
 * Reports: staff write any for any customer and the provider's own; a customer's users write and
 * download their company's, and its admins choose who receives them by e-mail.
 */
export const reportsApi = contract({
  'GET /reports': { access: 'signedIn', query: listReportsQuery, answers: { 200: reportPage } },
  'POST /reports': { access: 'signedIn', body: reportRequest, answers: { 202: report } },
  'GET /reports/:id': { access: 'signedIn', params: idParams, answers: { 200: report } },
  'GET /reports/:id/file': { access: 'signedIn', params: idParams, answers: { 200: FILE_ANSWER } },
  'GET /report-subscriptions': {
    access: 'signedIn',
    query: subscriptionsQuery,
    answers: { 200: subscriptionList },
  },
  'POST /report-subscriptions': {
    access: 'signedIn',
    body: subscriptionInput,
    answers: { 201: reportSubscription },
  },
  'DELETE /report-subscriptions/:id': {
    access: 'signedIn',
    params: idParams,
    answers: { 200: messageAnswer },
  },
});

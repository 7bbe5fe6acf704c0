import { contract } from '../shared/contract.ts';
import { dashboardAnswer, dashboardQuery } from './answers.ts';

/** Every portal's home reads its dashboard, counted within the reader's own scope (the policy's). */
export const dashboardApi = contract({
  'GET /dashboard': { access: 'signedIn', query: dashboardQuery, answers: { 200: dashboardAnswer } },
});

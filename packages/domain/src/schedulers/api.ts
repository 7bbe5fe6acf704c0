import { contract } from '../shared/contract.ts';
import { queuedRun, scheduler, schedulerList, schedulerRunPage } from './answers.ts';
import { listRunsQuery, schedulerInput, schedulerParams } from './inputs.ts';

/** Schedulers: staff read them and their runs' logs; internal admins start, stop, change and run them. */
export const schedulersApi = contract({
  'GET /schedulers': { access: 'internal', answers: { 200: schedulerList } },
  'GET /schedulers/runs': { access: 'internal', query: listRunsQuery, answers: { 200: schedulerRunPage } },
  'PATCH /schedulers/:code': {
    access: 'internal',
    params: schedulerParams,
    body: schedulerInput,
    answers: { 200: scheduler },
  },
  'POST /schedulers/:code/start': {
    access: 'internal',
    params: schedulerParams,
    answers: { 200: scheduler },
  },
  'POST /schedulers/:code/stop': { access: 'internal', params: schedulerParams, answers: { 200: scheduler } },
  'POST /schedulers/:code/run': { access: 'internal', params: schedulerParams, answers: { 202: queuedRun } },
});

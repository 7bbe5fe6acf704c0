import {
  INTERNAL_ADMINS,
  INTERNAL_ONLY,
  type RouteExpectations,
} from '../../test/authorisation-matrix/rules.ts';

const staffRead = 'the schedulers run the whole platform’s background work: the provider’s staff watch them';
const adminsChange =
  'starting, stopping, changing or running the platform’s background work is for the provider’s admins';

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/schedulers': [
    {
      does: 'list the schedulers',
      who: INTERNAL_ONLY,
      why: staffRead,
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'GET /api/v1/schedulers/runs': [
    {
      does: 'read the runs’ log',
      who: INTERNAL_ONLY,
      why: staffRead,
      scope: 'none',
      request: async () => ({ query: { outcome: 'failed' } }),
    },
  ],
  'PATCH /api/v1/schedulers/{code}': [
    {
      does: 'change the forecasts’ frequency',
      who: INTERNAL_ADMINS,
      why: adminsChange,
      scope: 'none',
      request: async () => ({
        params: { code: 'smartbinsForecasts' },
        payload: { cron: '*/30 * * * *', retryLimit: 2 },
      }),
    },
  ],
  'POST /api/v1/schedulers/{code}/start': [
    {
      does: 'start the tidy-up',
      who: INTERNAL_ADMINS,
      why: adminsChange,
      scope: 'none',
      request: async () => ({ params: { code: 'cleanUp' } }),
    },
  ],
  'POST /api/v1/schedulers/{code}/stop': [
    {
      does: 'stop the tidy-up',
      who: INTERNAL_ADMINS,
      why: adminsChange,
      scope: 'none',
      request: async () => ({ params: { code: 'cleanUp' } }),
    },
  ],
  'POST /api/v1/schedulers/{code}/run': [
    {
      does: 'queue a run of the tidy-up',
      who: INTERNAL_ADMINS,
      why: adminsChange,
      scope: 'none',
      request: async () => ({ params: { code: 'cleanUp' } }),
    },
  ],
};

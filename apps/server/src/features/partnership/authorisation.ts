import { solvedCaptcha } from '../../test/app.ts';
import { PUBLIC, type RouteExpectations } from '../../test/authorisation-matrix/rules.ts';

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/partnership/contact/map': [
    {
      does: "see the map of the provider's office",
      who: PUBLIC,
      why: 'the public contact page shows it',
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'POST /api/v1/partnership/contact': [
    {
      does: 'send a message from the contact page',
      who: PUBLIC,
      why: 'anyone may write to the provider once the Security Check is solved',
      scope: 'none',
      request: async ({ world }) => ({
        payload: {
          name: 'Penanya Matriks',
          email: `matriks-${Math.random().toString(36).slice(2, 10)}@contoh.co.id`,
          message: 'Mohon informasi layanan penjemputan limbah B3.',
          captcha: await solvedCaptcha(world.app),
        },
      }),
    },
  ],
};

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { startTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/people.ts';
import { SESSION_LIFETIME_SECONDS } from './auth.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

/** Counts the statements the database driver is handed while `work` runs. */
async function roundTrips(work: () => Promise<unknown>): Promise<number> {
  const client = (ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  let calls = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    calls += 1;
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return calls;
}

function get(url: string, cookie: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
}

function tokenOf(cookie: string): string {
  return decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0] ?? '';
}

describe(`signed-in requests (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('reads the session, its user and company in one database round trip', async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' });
    let profile = await get('/profile', cookie);
    expect(await roundTrips(async () => (profile = await get('/profile', cookie)))).toBe(1);
    expect(profile.json()).toMatchObject({ id: user.id, email: user.email, companyName: null });

    let session = await get('/auth/session', cookie);
    expect(await roundTrips(async () => (session = await get('/auth/session', cookie)))).toBe(1);
    expect(session.json().user).toMatchObject({ id: user.id, userType: 'internal' });
  });

  it('turns away a forged or tampered cookie without asking the database', async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' });
    const [name] = cookie.split('=');
    const forged = `${name}=${encodeURIComponent(`${tokenOf(cookie)}.${'A'.repeat(43)}=`)}`;
    let answer = await get('/profile', forged);
    expect(await roundTrips(async () => (answer = await get('/profile', forged)))).toBe(0);
    expect(answer.statusCode).toBe(401);
    expect((await get('/profile', `${name}=not-signed`)).statusCode).toBe(401);
  });

  it('keeps an active user signed in: a day-old session is extended and its cookie renewed', async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' });
    const token = tokenOf(cookie);
    const twoDaysOld = new Date(Date.now() + (SESSION_LIFETIME_SECONDS - 2 * 86_400) * 1000);
    await ctx.db.update(sessions).set({ expiresAt: twoDaysOld }).where(eq(sessions.token, token));

    const answer = await get('/profile', cookie);
    expect(answer.statusCode).toBe(200);
    const renewed = answer.cookies.find((item) => item.name.endsWith('session_token'));
    expect(renewed?.maxAge).toBe(SESSION_LIFETIME_SECONDS);
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.token, token));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + (SESSION_LIFETIME_SECONDS - 60) * 1000);

    const again = await get('/profile', cookie);
    expect(again.cookies.find((item) => item.name.endsWith('session_token'))).toBeUndefined();
  });

  it('refuses an expired session and one that was signed out, at once', async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' });
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, tokenOf(cookie)));
    expect((await get('/profile', cookie)).statusCode).toBe(401);

    const other = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' });
    expect((await get('/profile', other.cookie)).statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: other.cookie } });
    expect((await get('/profile', other.cookie)).statusCode).toBe(401);
  });
});

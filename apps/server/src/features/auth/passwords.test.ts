import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../../db/schema.ts';
import { latestLink, login, startTestApp } from '../../test/app.ts';
import { PASSWORD } from '../../test/people.ts';
import { createUser } from '../companies/factories.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'Baru#2026x';

function post(url: string, payload: object, cookie?: string) {
  return ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: cookie ? { cookie } : {} });
}

/** Asks for a reset link and reads it once the e-mail, sent after the answer, has gone out. */
async function resetLink(email: string): Promise<string> {
  expect((await post('/auth/forgot-password', { email })).statusCode).toBe(200);
  return String((await latestLink(ctx, email)).searchParams.get('token'));
}

function reset(token: string) {
  return post('/auth/reset-password', { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
}

async function account(name: string) {
  return createUser(ctx.db, {
    name,
    email: `${name.toLowerCase().replace(/\s/g, '.')}@contoh.co.id`,
    password: PASSWORD,
    userType: 'customer',
  });
}

describe(`one reset at a time (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('a new reset request invalidates the link sent before it', async () => {
    const user = await account('Wahyu Pratama');
    const first = await resetLink(user.email);
    const second = await resetLink(user.email);
    expect((await reset(first)).statusCode).toBe(400);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('a completed reset ends every other outstanding link and every session', async () => {
    const user = await account('Lina Marlina');
    const cookie = await login(ctx.app, user.email, PASSWORD);
    const older = 'older-link-from-another-request';
    await ctx.db.insert(verifications).values({
      id: randomUUID(),
      identifier: `reset-password:${older}`,
      value: user.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect((await reset(await resetLink(user.email))).statusCode).toBe(200);
    expect((await reset(older)).statusCode).toBe(400);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: { cookie } });
    expect(profile.statusCode).toBe(401);
  });

  it('a password change keeps the session that made it and ends the others and every reset link', async () => {
    const user = await account('Yusuf Hidayat');
    const here = await login(ctx.app, user.email, PASSWORD);
    const elsewhere = await login(ctx.app, user.email, PASSWORD);
    const link = await resetLink(user.email);
    const changed = await post(
      '/auth/change-password',
      { currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      here,
    );
    expect(changed.statusCode).toBe(200);
    const profile = (cookie: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: { cookie } });
    expect((await profile(here)).statusCode).toBe(200);
    expect((await profile(elsewhere)).statusCode).toBe(401);
    expect((await reset(link)).statusCode).toBe(400);
    expect(await login(ctx.app, user.email, NEW_PASSWORD)).toContain('session_token');
  });

  it('answers a reset request before the link is made, so a known address is as quick as an unknown one', async () => {
    const user = await account('Dian Sastro');
    // Making the link takes a second here; the answer must not wait for it.
    await ctx.db.execute(sql`create function slow_link() returns trigger language plpgsql as $$
      begin perform pg_sleep(1); return new; end $$`);
    await ctx.db.execute(
      sql`create trigger slow_link before insert on verifications for each row execute function slow_link()`,
    );
    try {
      const started = performance.now();
      expect((await post('/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(500);
      expect(await latestLink(ctx, user.email)).toBeTruthy();
    } finally {
      await ctx.db.execute(sql`drop trigger slow_link on verifications`);
      await ctx.db.execute(sql`drop function slow_link`);
    }
  });
});

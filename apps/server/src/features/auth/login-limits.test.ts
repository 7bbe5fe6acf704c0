import { LOGIN_ATTEMPT_LIMIT } from '@sirkula/domain/auth/login-throttle';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle } from '../../db/schema.ts';
import { startTestApp } from '../../test/app.ts';
import { PASSWORD } from '../../test/people.ts';
import { createUser } from '../companies/factories.ts';

type Ctx = Awaited<ReturnType<typeof startTestApp>>;

function attempt(ctx: Ctx, email: string, password: string, from: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: from,
    headers: { 'accept-language': 'id' },
  });
}

describe(`login limits (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe('per account, across addresses', () => {
    let ctx: Ctx;
    beforeAll(async () => {
      ctx = await startTestApp();
    });
    afterAll(() => ctx.close());

    it('locks an account after repeated failures from many addresses, even for the right password', async () => {
      const user = await createUser(ctx.db, {
        name: 'Sari Indah',
        email: 'sari@tekstilnusantara.co.id',
        password: PASSWORD,
        userType: 'customer',
      });
      for (let index = 0; index < LOGIN_ATTEMPT_LIMIT; index++) {
        const wrong = await attempt(ctx, user.email, 'Salah#2026', `203.0.113.${index + 1}`);
        expect(wrong.statusCode).toBe(401);
      }
      const locked = await attempt(ctx, user.email, PASSWORD, '198.51.100.7');
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe('Terlalu banyak percobaan. Harap tunggu sebentar lalu coba lagi.');
      expect(locked.cookies).toHaveLength(0);

      await ctx.db
        .update(loginThrottle)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(loginThrottle.email, user.email));
      expect((await attempt(ctx, user.email, PASSWORD, '198.51.100.7')).statusCode).toBe(200);
    });

    it('lets no more than the limit through when the attempts arrive at once', async () => {
      const email = 'serentak@contoh.co.id';
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          attempt(ctx, email, 'Salah#2026', `203.0.113.${index + 50}`),
        ),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 401)).toHaveLength(LOGIN_ATTEMPT_LIMIT);
      expect(codes.filter((code) => code === 429)).toHaveLength(12 - LOGIN_ATTEMPT_LIMIT);
    });

    it('answers an unknown address the same way, so the lock says nothing about which accounts exist', async () => {
      const email = 'tidakada@contoh.co.id';
      for (let index = 0; index < LOGIN_ATTEMPT_LIMIT; index++) {
        expect((await attempt(ctx, email, 'Salah#2026', '192.0.2.1')).statusCode).toBe(401);
      }
      expect((await attempt(ctx, email, 'Salah#2026', '192.0.2.2')).statusCode).toBe(429);
    });
  });

  describe('per address, across accounts', () => {
    let ctx: Ctx;
    beforeAll(async () => {
      ctx = await startTestApp({ loginAttemptsPerMinute: 3 });
    });
    afterAll(() => ctx.close());

    it('counts one address across accounts, and a forged X-Forwarded-For changes nothing', async () => {
      const tries = ['a', 'b', 'c'].map((name) => `${name}@contoh.co.id`);
      for (const email of tries)
        expect((await attempt(ctx, email, 'Salah#2026', '192.0.2.9')).statusCode).toBe(401);
      const forged = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'd@contoh.co.id', password: 'Salah#2026' },
        remoteAddress: '192.0.2.9',
        headers: { 'x-forwarded-for': '198.51.100.99' },
      });
      expect(forged.statusCode).toBe(429);
    });
  });

  describe('on two servers sharing one database', () => {
    let ctx: Ctx;
    let second: Awaited<ReturnType<Ctx['anotherServer']>>;
    beforeAll(async () => {
      ctx = await startTestApp({ loginAttemptsPerMinute: 3 });
      second = await ctx.anotherServer();
    });
    afterAll(async () => {
      await second.close();
      await ctx.close();
    });

    it('counts an address’s attempts on both: the limit is in the database, not in one process', async () => {
      const on = (app: Ctx['app'], email: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email, password: 'Salah#2026' },
          remoteAddress: '192.0.2.44',
        });
      const answers = [
        await on(ctx.app, 'a@contoh.co.id'),
        await on(second.app, 'b@contoh.co.id'),
        await on(ctx.app, 'c@contoh.co.id'),
        await on(second.app, 'd@contoh.co.id'),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 429]);
      expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(0);
      // Another address has its own count.
      const other = await second.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'e@contoh.co.id', password: 'Salah#2026' },
        remoteAddress: '192.0.2.45',
      });
      expect(other.statusCode).toBe(401);
    });
  });

  describe('behind a configured proxy', () => {
    let ctx: Ctx;
    beforeAll(async () => {
      ctx = await startTestApp({ loginAttemptsPerMinute: 2, trustProxy: ['10.0.0.5'] });
    });
    afterAll(() => ctx.close());

    it('takes the client address from X-Forwarded-For only when the proxy sends it', async () => {
      const viaProxy = (client: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: `${client}@contoh.co.id`, password: 'Salah#2026' },
          remoteAddress: '10.0.0.5',
          headers: { 'x-forwarded-for': client },
        });
      for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) {
        expect((await viaProxy(client)).statusCode).toBe(401);
      }
      expect((await viaProxy('198.51.100.1')).statusCode).toBe(401);
      expect((await viaProxy('198.51.100.1')).statusCode).toBe(429);
    });
  });
});

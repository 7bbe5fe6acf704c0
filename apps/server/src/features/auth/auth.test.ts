import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verifications } from '../../db/schema.ts';
import { latestLink, login, sessionCookie, solvedCaptcha, startTestApp } from '../../test/app.ts';
import { createCompany, createUser } from '../companies/factories.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const password = 'Sampah#2026';

async function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Dewi Lestari',
    email,
    confirmEmail: email,
    phone: '0812 3456 7890',
    password,
    confirmPassword: password,
    accountType: 'customer',
    companyName: 'PT Sumber Makmur Plastik',
    acceptTerms: true,
    captcha: await solvedCaptcha(ctx.app),
    ...overrides,
  };
}

function register(payload: object, language = 'en') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload,
    headers: { 'accept-language': language },
  });
}

describe(`accounts (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('registers, refuses login until the e-mail is verified, then lets the user in', async () => {
    const email = 'dewi@sumbermakmur.co.id';
    const registered = await register(await registration(email));
    expect(registered.statusCode).toBe(201);
    expect(registered.json().message).toBe('Registration successful! Redirecting...');

    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      userType: 'customer',
      role: 'admin',
      status: 'pending',
      phone: '+6281234567890',
    });

    const early = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'EMAIL_NOT_CONFIRMED', message: 'Email not confirmed' });

    const link = await latestLink(ctx, email);
    expect(link.pathname).toBe('/public/auth/verify-email');
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      payload: { token: link.searchParams.get('token') },
    });
    expect(verified.statusCode).toBe(200);

    const loggedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
    });
    expect(loggedIn.statusCode).toBe(200);
    const body = loggedIn.json();
    expect(body.message).toBe('Login successful. Redirecting...');
    expect(body.user).toMatchObject({
      email,
      userType: 'customer',
      role: 'admin',
      mustChangePassword: false,
    });
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());
    const cookie = loggedIn.cookies.find((item) => item.name.endsWith('session_token'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { cookie: sessionCookie(loggedIn) },
    });
    expect(session.json().user.id).toBe(user?.id);
  });

  it('refuses a verification link that was tampered with', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      payload: { token: 'forged' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This verification link is invalid or has expired.');
  });

  it('answers field errors in the request language and writes nothing', async () => {
    const email = 'tidak-cocok@contoh.co.id';
    const response = await register(
      await registration(email, {
        confirmEmail: 'lain@contoh.co.id',
        confirmPassword: 'Berbeda#2026',
        phone: '123',
      }),
      'id',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      confirmEmail: 'Email tidak sama',
      confirmPassword: 'Kata sandi tidak sama',
      phone: expect.stringContaining('nomor telepon Indonesia'),
    });
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("refuses an e-mail that already has an account with 'User already registered'", async () => {
    const email = 'ganda@contoh.co.id';
    expect((await register(await registration(email))).statusCode).toBe(201);
    const again = await register(await registration(email));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'User already registered',
      fields: { email: 'Email already in use' },
    });
  });

  it('refuses a registration without a solved captcha, and a captcha used twice', async () => {
    const missing = await register({
      ...(await registration('bot@contoh.co.id')),
      captcha: 'bm90LWEtc29sdXRpb24=',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('CAPTCHA_FAILED');

    const captcha = await solvedCaptcha(ctx.app);
    expect((await register(await registration('sekali@contoh.co.id', { captcha }))).statusCode).toBe(201);
    const replay = await register(await registration('dua-kali@contoh.co.id', { captcha }));
    expect(replay.json().code).toBe('CAPTCHA_FAILED');
  });

  it("says 'Invalid credentials' for a wrong password or an unknown e-mail", async () => {
    const user = await createUser(ctx.db, {
      name: 'Andi',
      email: 'andi@contoh.co.id',
      password,
      userType: 'internal',
    });
    for (const payload of [
      { email: user.email, password: 'Salah#2026' },
      { email: 'tidak-ada@contoh.co.id', password },
    ]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Invalid credentials');
    }
  });

  it('tells inactive, suspended and deleted accounts to contact the admin, and opens no session', async () => {
    for (const status of ['inactive', 'suspended', 'deleted'] as const) {
      const email = `${status}@contoh.co.id`;
      await createUser(ctx.db, { name: 'Wati', email, password, userType: 'customer', status });
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password },
        headers: { 'accept-language': 'id' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'ACCOUNT_INACTIVE',
        message: 'Akun Anda tidak aktif. Silakan hubungi admin.',
      });
      expect(response.cookies.filter((item) => item.value)).toHaveLength(0);
    }
  });

  it('ends a session at once when the account is suspended', async () => {
    const user = await createUser(ctx.db, {
      name: 'Joko',
      email: 'joko@contoh.co.id',
      password,
      userType: 'customer',
    });
    const cookie = await login(ctx.app, user.email, password);
    await ctx.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: { cookie } });
    expect(response.statusCode).toBe(401);
  });

  it('resets a password by a link that works once', async () => {
    const user = await createUser(ctx.db, {
      name: 'Rudi',
      email: 'rudi@contoh.co.id',
      password,
      userType: 'partner',
    });
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(200);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: 'siapa@contoh.co.id' },
    });
    expect(unknown.json()).toEqual(asked.json());

    const link = await latestLink(ctx, user.email);
    expect(link.pathname).toBe('/public/auth/reset-password');
    const token = link.searchParams.get('token');
    const newPassword = 'Baru#2026x';
    const reset = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/reset-password',
        payload: { token, password: newPassword, confirmPassword: newPassword },
      });
    const first = await reset();
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Password has been reset successfully');
    const second = await reset();
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('Invalid or expired reset link');
    expect(await login(ctx.app, user.email, newPassword)).toContain('session_token');
  });

  it('refuses an expired reset link', async () => {
    const user = await createUser(ctx.db, {
      name: 'Tono',
      email: 'tono@contoh.co.id',
      password,
      userType: 'partner',
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: user.email },
    });
    const token = (await latestLink(ctx, user.email)).searchParams.get('token');
    await ctx.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'Baru#2026x', confirmPassword: 'Baru#2026x' },
    });
    expect(response.json().message).toBe('Invalid or expired reset link');
  });

  it('logs out on the server: the old cookie no longer works', async () => {
    const user = await createUser(ctx.db, {
      name: 'Lina',
      email: 'lina@contoh.co.id',
      password,
      userType: 'customer',
    });
    const cookie = await login(ctx.app, user.email, password);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('Logged out successfully');
    const after = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('User authentication required');
  });

  it('keeps a user who must change the password away from everything else until it is changed', async () => {
    const admin = await createUser(ctx.db, {
      name: 'Admin',
      email: 'admin@contoh.co.id',
      password,
      userType: 'internal',
      role: 'admin',
    });
    const company = await createCompany(ctx.db, { name: 'PT Baru', kind: 'customer' });
    const user = await createUser(ctx.db, {
      name: 'Eko',
      email: 'eko@contoh.co.id',
      password,
      userType: 'customer',
      companyId: company.id,
    });
    const adminCookie = await login(ctx.app, admin.email, password);
    const marked = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/users/${user.id}/require-password-change`,
      headers: { cookie: adminCookie },
    });
    expect(marked.statusCode).toBe(200);

    const loggedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password },
    });
    expect(loggedIn.json().user.mustChangePassword).toBe(true);
    const cookie = sessionCookie(loggedIn);
    const blocked = await ctx.app.inject({ method: 'GET', url: '/api/v1/outbox', headers: { cookie } });
    expect(blocked.json().code).toBe('PASSWORD_CHANGE_REQUIRED');

    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: { cookie },
      payload: { currentPassword: password, password: 'Ganti#2026', confirmPassword: 'Ganti#2026' },
    });
    expect(changed.statusCode).toBe(200);
    const newCookie = await login(ctx.app, user.email, 'Ganti#2026');
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { cookie: newCookie },
    });
    expect(session.json().user.mustChangePassword).toBe(false);
  });

  it('refuses a wrong current password when changing it', async () => {
    const user = await createUser(ctx.db, {
      name: 'Maya',
      email: 'maya@contoh.co.id',
      password,
      userType: 'customer',
    });
    const cookie = await login(ctx.app, user.email, password);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: { cookie },
      payload: { currentPassword: 'Salah#2026', password: 'Ganti#2026', confirmPassword: 'Ganti#2026' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ currentPassword: 'The current password is not correct.' });
  });

  it("gives a customer's session 403 on internal endpoints", async () => {
    const customer = await createUser(ctx.db, {
      name: 'Putri',
      email: 'putri@contoh.co.id',
      password,
      userType: 'customer',
      role: 'admin',
    });
    const cookie = await login(ctx.app, customer.email, password);
    const outbox = await ctx.app.inject({ method: 'GET', url: '/api/v1/outbox', headers: { cookie } });
    expect(outbox.statusCode).toBe(403);
    const mark = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/users/${customer.id}/require-password-change`,
      headers: { cookie },
    });
    expect(mark.statusCode).toBe(403);
    const signedOut = await ctx.app.inject({ method: 'GET', url: '/api/v1/outbox' });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('rate limit', () => {
  let limited: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    limited = await startTestApp({ attemptsPerMinute: 3, loginAttemptsPerMinute: 3 });
  });
  afterAll(() => limited.close());

  it("stops repeated login attempts with 'Too many attempts'", async () => {
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'coba@contoh.co.id', password: 'Salah#2026' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts. Please wait a few moments and try again.');
  });
});

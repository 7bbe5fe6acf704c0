import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationKeyRequests, integrationKeys } from '../../db/schema.ts';
import { backgroundWorkDone } from '../../lib/http.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { companyWithAdmin, signedInUser } from '../../test/people.ts';
import { createContract, createWasteRecord } from '../waste/factories.ts';
import { createKey } from './factories.ts';
import { deleteOldUsage } from './housekeeping.ts';

const start = new Date('2026-11-27T03:00:10Z');
let clockAt = start;
const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let alfa: Awaited<ReturnType<typeof companyWithAdmin>>;
let beta: Awaited<ReturnType<typeof companyWithAdmin>>;
let partner: Awaited<ReturnType<typeof companyWithAdmin>>;
let alfaRecord: string;
let betaRecord: string;

beforeAll(async () => {
  ctx = await startTestApp({ clock: () => new Date(clockAt) });
  alfa = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Kunci Alfa');
  beta = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Kunci Beta');
  partner = await companyWithAdmin(ctx.app, ctx.db, 'partner', 'PT Kunci Angkut');
  for (const [cast, set] of [
    [alfa, (id: string) => (alfaRecord = id)],
    [beta, (id: string) => (betaRecord = id)],
  ] as const) {
    const contract = await createContract(ctx.db, { companyId: cast.company.id });
    set((await createWasteRecord(ctx.db, { contract })).id);
  }
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, key: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${key}`, 'accept-language': 'id' },
    payload,
  });

async function alfaKey(body: object = {}) {
  const made = await apiCaller(ctx.app)('POST', '/integration-keys', alfa.cookie, {
    name: 'ERP Alfa',
    scopes: ['waste:read', 'journeys:read'],
    ...body,
  });
  expect(made.statusCode).toBe(201);
  return made.json() as { key: { id: string; companyId: string }; secret: string };
}

describe('a company admin’s API key', () => {
  it('is made for their own company whatever the body names, and its secret is never answered again', async () => {
    const { key, secret } = await alfaKey({ companyId: beta.company.id });
    expect(key.companyId).toBe(alfa.company.id);
    const listed = await apiCaller(ctx.app)('GET', '/integration-keys', alfa.cookie);
    expect(listed.json().items.map((item: { id: string }) => item.id)).toEqual([key.id]);
    expect(listed.body).not.toContain(secret.slice(21));
    const [row] = await ctx.db.select().from(integrationKeys).where(eq(integrationKeys.id, key.id));
    expect(JSON.stringify(row)).not.toContain(secret.slice(21));
  });

  it('reads its own company’s waste records within its scopes, and nothing of another company', async () => {
    const { secret } = await alfaKey();
    const list = await call('GET', '/waste', secret);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((item: { id: string }) => item.id)).toEqual([alfaRecord]);
    expect((await call('GET', `/waste/${alfaRecord}`, secret)).statusCode).toBe(200);
    expect((await call('GET', `/waste/${betaRecord}`, secret)).statusCode).toBe(404);
  });

  it('is refused, with the reason in the caller’s language, where its scopes do not reach', async () => {
    const { secret } = await alfaKey();
    for (const [method, url] of [
      ['GET', '/billing/invoices'],
      ['GET', '/users'],
      ['GET', '/integration-keys'],
      ['POST', '/telemetry'],
    ] as const) {
      const reading = { readings: [{ binId: alfaRecord, measuredAt: start.toISOString(), fillPercent: 5 }] };
      const refused = await call(method, url, secret, method === 'POST' ? reading : undefined);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'KEY_SCOPE',
        message: expect.stringContaining('cakupan'),
      });
    }
  });

  it('is refused once revoked or expired, and a wrong secret never gets in', async () => {
    const { key, secret } = await alfaKey();
    const expired = await createKey(ctx.db, {
      companyId: alfa.company.id,
      scopes: ['waste:read'],
      expiresAt: later(-1),
      createdBy: alfa.admin.id,
    });
    await apiCaller(ctx.app)('POST', `/integration-keys/${key.id}/revoke`, alfa.cookie);
    for (const refused of [secret, expired.key, `${expired.key.slice(0, -1)}A`]) {
      const answer = await call('GET', '/waste', refused);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().code).toBe('INVALID_KEY');
    }
  });

  it('is managed only by its company’s admins and the provider’s admins', async () => {
    const { key } = await alfaKey();
    const member = await signedInUser(ctx.app, ctx.db, {
      userType: 'customer',
      role: 'member',
      companyId: alfa.company.id,
    });
    const asMember = await apiCaller(ctx.app)('POST', '/integration-keys', member.cookie, {
      name: 'Sendiri',
      scopes: ['waste:read'],
    });
    expect(asMember.statusCode).toBe(403);
    const asBeta = await apiCaller(ctx.app)('POST', `/integration-keys/${key.id}/revoke`, beta.cookie);
    expect(asBeta.statusCode).toBe(404);
    expect(
      (await apiCaller(ctx.app)('GET', `/integration-keys/${key.id}/requests`, beta.cookie)).statusCode,
    ).toBe(404);
    const staff = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' });
    const asStaff = await apiCaller(ctx.app)('POST', `/integration-keys/${key.id}/rotate`, staff.cookie, {
      graceHours: 0,
    });
    expect(asStaff.statusCode).toBe(200);
  });

  it('offers a partner only the scopes of the journeys it carries', async () => {
    const refused = await apiCaller(ctx.app)(
      'POST',
      '/integration-keys',
      partner.cookie,
      { name: 'TMS', scopes: ['waste:read'] },
      'id',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.scopes).toMatch(/cakupan/i);
    const made = await apiCaller(ctx.app)('POST', '/integration-keys', partner.cookie, {
      name: 'TMS',
      scopes: ['journeys:read'],
    });
    expect(made.statusCode).toBe(201);
  });
});

describe('rotating a key', () => {
  it('keeps the old secret working for the grace period only, and the new one after it', async () => {
    const { key, secret: old } = await alfaKey();
    const rotated = await apiCaller(ctx.app)('POST', `/integration-keys/${key.id}/rotate`, alfa.cookie, {
      graceHours: 1,
    });
    expect(rotated.statusCode).toBe(200);
    const fresh: string = rotated.json().secret;
    expect(fresh).not.toBe(old);
    expect(fresh.slice(0, 21)).toBe(old.slice(0, 21));
    expect((await call('GET', '/waste', old)).statusCode).toBe(200);
    expect((await call('GET', '/waste', fresh)).statusCode).toBe(200);
    clockAt = later(61);
    try {
      expect((await call('GET', '/waste', old)).statusCode).toBe(401);
      expect((await call('GET', '/waste', fresh)).statusCode).toBe(200);
    } finally {
      clockAt = start;
    }
  });

  it('refuses the old secret at once without a grace period', async () => {
    const { key, secret: old } = await alfaKey();
    await apiCaller(ctx.app)('POST', `/integration-keys/${key.id}/rotate`, alfa.cookie, { graceHours: 0 });
    expect((await call('GET', '/waste', old)).statusCode).toBe(401);
  });
});

describe('the rate limit and the request log', () => {
  it('answers 429 with Retry-After past the key’s limit, counted across two servers on one database', async () => {
    const { key, secret } = await alfaKey({ requestsPerMinute: 3 });
    const second = await ctx.anotherServer();
    try {
      const on = (app: typeof ctx.app) =>
        app.inject({ method: 'GET', url: '/api/v1/waste', headers: { authorization: `Bearer ${secret}` } });
      const answers = [await on(ctx.app), await on(second.app), await on(ctx.app), await on(second.app)];
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
      expect(answers[3]?.headers['retry-after']).toBe('50');
      expect(answers[3]?.json().code).toBe('KEY_RATE_LIMITED');
      clockAt = later(1);
      expect((await on(second.app)).statusCode).toBe(200);
      await backgroundWorkDone(second.app);
    } finally {
      clockAt = start;
      await second.close();
    }
    await backgroundWorkDone(ctx.app);
    const log = await apiCaller(ctx.app)('GET', `/integration-keys/${key.id}/requests`, alfa.cookie);
    expect(log.statusCode).toBe(200);
    expect(log.json().items).toHaveLength(5);
    expect(
      log
        .json()
        .items.map((entry: { status: number }) => entry.status)
        .sort(),
    ).toEqual([200, 200, 200, 200, 429]);
    expect(log.json().items[0]).toMatchObject({ method: 'GET', path: '/api/v1/waste' });
    const listed = await apiCaller(ctx.app)('GET', '/integration-keys', alfa.cookie);
    const mine = listed.json().items.find((item: { id: string }) => item.id === key.id);
    expect(mine.lastUsedAt).not.toBeNull();
  });

  it('keeps the log for 30 days', async () => {
    const { key, secret } = await alfaKey();
    await call('GET', '/waste?page=1', secret);
    await backgroundWorkDone(ctx.app);
    const entries = () =>
      ctx.db.select().from(integrationKeyRequests).where(eq(integrationKeyRequests.keyId, key.id));
    expect(await entries()).toHaveLength(1);
    expect((await entries())[0]?.path).toBe('/api/v1/waste');
    await deleteOldUsage(ctx.db, new Date(start.getTime() + 29 * 86_400_000));
    expect(await entries()).toHaveLength(1);
    await deleteOldUsage(ctx.db, new Date(start.getTime() + 31 * 86_400_000));
    expect(await entries()).toHaveLength(0);
  });
});

describe('the API document', () => {
  it('describes key authentication, every scope, and the scope each key endpoint needs', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const scope of [
      'waste:read',
      'pickups:write',
      'journeys:read',
      'invoices:read',
      'telemetry:write',
    ]) {
      expect(document.info.description).toContain(`\`${scope}\``);
    }
    const list = document.paths['/api/v1/waste'].get;
    expect(list.security).toEqual([{ session: [] }, { apiKey: [] }]);
    expect(list.description).toContain('`waste:read`');
    expect(document.paths['/api/v1/users'].get.security).toEqual([{ session: [] }]);
    expect(document.paths['/api/v1/telemetry'].post.security).toEqual([{ apiKey: [] }]);
  });
});

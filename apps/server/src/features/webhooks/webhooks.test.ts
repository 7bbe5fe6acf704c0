import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import { verifyWebhook } from '@sirkula/domain/webhooks/signing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, webhookDeliveries, webhookSubscriptions } from '../../db/schema.ts';
import { backgroundWorkDone } from '../../lib/http.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { companyWithAdmin, completeCustomer, signedInUser } from '../../test/people.ts';
import { createJourney } from '../journeys/factories.ts';
import { type ContractRow, createContract, createWasteRecord } from '../waste/factories.ts';
import { createDelivery, createSubscription } from './factories.ts';
import { recordBinAlertsOpened, recordJourneyStageChange, recordWebhookEvent } from './public.ts';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1: `/ok` answers 200, `/fail` 500, `/flaky` whatever `flaky` says. */
let receiver: Server;
let base: string;
const received: Received[] = [];
let flaky = 500;

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let production: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof apiCaller>;
let customer: Awaited<ReturnType<typeof completeCustomer>>;
let contract: ContractRow;
let staff: string;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = path.startsWith('/ok') ? 200 : path.startsWith('/flaky') ? flaky : 500;
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status === 200 ? 'thanks' : 'x'.repeat(5_000));
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  [ctx, production] = await Promise.all([startTestApp({ webhooksAllowPrivate: true }), startTestApp()]);
  call = apiCaller(ctx.app);
  customer = await completeCustomer(ctx.app, ctx.db, 'PT Kait Web Plastindo');
  staff = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' })).cookie;
  const today = jakartaToday(new Date());
  contract = await createContract(ctx.db, {
    companyId: customer.company.id,
    startDate: addDays(today, -30),
    endDate: addDays(today, 300),
    unit: 'kg',
    pricePerUnit: 4_500,
    frequency: 'yearly',
    maxQuantityPerFrequency: 100_000,
    wasteTypes: ['b3', 'nonB3'],
  });
});
afterAll(async () => {
  await Promise.all([ctx.close(), production.close()]);
  await new Promise((resolve) => receiver.close(resolve));
});

async function subscribe(path: string, events = ['waste.status_changed']) {
  const answer = await call('POST', '/webhooks', customer.cookie, { url: `${base}${path}`, events });
  expect(answer.statusCode).toBe(201);
  return answer.json() as { subscription: { id: string }; secret: string };
}

async function cancelWaitingRecord() {
  const record = await createWasteRecord(ctx.db, { contract, status: 'waiting' });
  const cancelled = await call('POST', `/waste/${record.id}/cancel`, customer.cookie, { reason: 'Batal' });
  expect(cancelled.statusCode).toBe(200);
  return record;
}

const deliveriesOf = async (subscriptionId: string) =>
  (await call('GET', `/webhooks/${subscriptionId}/deliveries`, customer.cookie)).json().items as Array<{
    id: string;
    event: string;
    status: string;
    attemptCount: number;
    nextAttemptAt: string | null;
    payload: string;
    attempts: Array<{ statusCode: number | null; response: string | null; error: string | null }>;
  }>;

describe('webhook deliveries', () => {
  it('post a waste status change signed, so the receiver verifies it with the secret', async () => {
    const { subscription, secret } = await subscribe('/ok/signed');
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const record = await cancelWaitingRecord();
    const now = new Date();
    expect(await ctx.app.runJob('webhookDeliveries', now)).toMatch(/1 delivered/);
    const got = received.filter((one) => one.path === '/ok/signed');
    expect(got).toHaveLength(1);
    const [delivery] = got;
    if (!delivery) throw new Error('nothing received');
    expect(delivery.headers['user-agent']).toBe('Sirkula-Webhooks/1');
    expect(delivery.headers['content-type']).toBe('application/json');
    expect(verifyWebhook(secret, delivery.headers, delivery.body, now)).toMatchObject({ ok: true });
    expect(verifyWebhook(secret, delivery.headers, delivery.body, new Date(now.getTime() + 301_000))).toEqual(
      {
        ok: false,
        reason: 'tooOld',
      },
    );
    expect(JSON.parse(delivery.body)).toEqual({
      type: 'waste.status_changed',
      timestamp: expect.any(String),
      data: {
        companyId: customer.company.id,
        wasteRecordId: record.id,
        registrationNumber: record.registrationNumber,
        previousStatus: 'waiting',
        status: 'cancelled',
      },
    });
    const [listed] = await deliveriesOf(subscription.id);
    expect(listed).toMatchObject({ status: 'delivered', attemptCount: 1, nextAttemptAt: null });
    expect(listed?.attempts[0]).toMatchObject({ statusCode: 200, response: 'thanks', error: null });
    // The secret is shown once: never in a later answer.
    const read = await call('GET', `/webhooks/${subscription.id}`, customer.cookie);
    expect(read.body).not.toContain(secret.slice(6));
    expect((await call('GET', '/webhooks', staff)).body).not.toContain(secret.slice(6));
  });

  it('retry a 500 on the backoff schedule, keeping a short excerpt of each answer', async () => {
    const { subscription } = await subscribe('/flaky/retry');
    flaky = 500;
    await cancelWaitingRecord();
    const first = new Date();
    await ctx.app.runJob('webhookDeliveries', first);
    let [delivery] = await deliveriesOf(subscription.id);
    expect(delivery).toMatchObject({ status: 'pending', attemptCount: 1 });
    expect(new Date(delivery?.nextAttemptAt ?? 0).getTime()).toBe(first.getTime() + 5_000);
    expect(delivery?.attempts[0]?.statusCode).toBe(500);
    expect(delivery?.attempts[0]?.response).toHaveLength(1024);
    // Not due yet one second later.
    await ctx.app.runJob('webhookDeliveries', new Date(first.getTime() + 1_000));
    expect((await deliveriesOf(subscription.id))[0]?.attemptCount).toBe(1);
    flaky = 200;
    await ctx.app.runJob('webhookDeliveries', new Date(first.getTime() + 6_000));
    [delivery] = await deliveriesOf(subscription.id);
    expect(delivery).toMatchObject({ status: 'delivered', attemptCount: 2 });
    expect(delivery?.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 200]);
    const [row] = await ctx.db
      .select({ failingSince: webhookSubscriptions.failingSince })
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, subscription.id));
    expect(row?.failingSince).toBeNull();
  });

  it('give a delivery up after 24 hours, and pause a webhook failing for 3 days and tell its admins once', async () => {
    const other = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Selalu Gagal');
    const { id } = await createSubscription(ctx.db, {
      companyId: other.company.id,
      url: `${base}/fail/pause`,
    });
    const start = new Date(Date.now() + 10 * DAY);
    const first = await createDelivery(ctx.db, {
      subscriptionId: id,
      companyId: other.company.id,
      createdAt: start,
    });
    await ctx.app.runJob('webhookDeliveries', start);
    // Each due retry, the last 24 hours after the first attempt: then given up.
    for (const hours of [1, 3, 6, 12, 18, 24, 25]) {
      await ctx.app.runJob('webhookDeliveries', new Date(start.getTime() + hours * 60 * 60 * 1000));
    }
    const [given] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, first.id));
    expect(given).toMatchObject({ status: 'failed', attemptCount: 8, nextAttemptAt: null });
    let [subscription] = await ctx.db
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, id));
    expect(subscription).toMatchObject({ status: 'active', failingSince: start });

    const later = new Date(start.getTime() + 3 * DAY);
    await createDelivery(ctx.db, { subscriptionId: id, companyId: other.company.id, createdAt: later });
    expect(await ctx.app.runJob('webhookDeliveries', later)).toMatch(/1 subscriptions paused/);
    [subscription] = await ctx.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
    expect(subscription).toMatchObject({ status: 'paused', pausedReason: 'failing' });
    await backgroundWorkDone(ctx.app);
    const mails = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, other.admin.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Webhook dijeda: ${base}/fail/pause`);
    expect(mails[0]?.body).toContain('has paused the webhook');
    // Paused: its deliveries wait, and no second e-mail goes out.
    await createDelivery(ctx.db, { subscriptionId: id, companyId: other.company.id, createdAt: later });
    expect(await ctx.app.runJob('webhookDeliveries', new Date(later.getTime() + DAY))).toMatch(/^0 webhook/);
    expect(
      await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, other.admin.email)),
    ).toHaveLength(1);
    // Resumed by an admin, it starts afresh.
    const resumed = await apiCaller(ctx.app)('POST', `/webhooks/${id}/resume`, other.cookie);
    expect(resumed.json()).toMatchObject({ status: 'active', pausedReason: null, failingSince: null });
  });

  it('send a test event at once, and only to subscriptions of the event', async () => {
    const { subscription, secret } = await subscribe('/ok/test', ['invoice.issued']);
    const sent = await call('POST', `/webhooks/${subscription.id}/test`, customer.cookie);
    expect(sent.statusCode).toBe(202);
    await backgroundWorkDone(ctx.app);
    const got = received.filter((one) => one.path === '/ok/test');
    expect(got).toHaveLength(1);
    expect(JSON.parse(got[0]?.body ?? '{}')).toMatchObject({ type: 'webhook.test' });
    expect(verifyWebhook(secret, got[0]?.headers ?? {}, got[0]?.body ?? '', new Date()).ok).toBe(true);
    // A waste change is not an invoice: this subscription gets nothing from it.
    await recordWebhookEvent(ctx.db, {
      companyId: customer.company.id,
      type: 'bin.alert_opened',
      data: { binId: 'b' },
      now: new Date(),
    });
    expect((await deliveriesOf(subscription.id)).map((delivery) => delivery.event)).toEqual(['webhook.test']);
  });

  it('remove deliveries older than 30 days', async () => {
    const { subscription } = await subscribe('/ok/old');
    await createDelivery(ctx.db, {
      subscriptionId: subscription.id,
      companyId: customer.company.id,
      status: 'delivered',
      createdAt: new Date(Date.now() - 31 * DAY),
    });
    expect(await ctx.app.runJob('webhookCleanUp', new Date())).toMatch(/^[1-9]\d* webhook deliveries/);
    expect(await deliveriesOf(subscription.id)).toEqual([]);
  });
});

describe('webhook events', () => {
  it("tell a journey's stage to its transporter, its receiver and the customers it carries for, no one else", async () => {
    const transporter = await companyWithAdmin(ctx.app, ctx.db, 'partner', 'PT Angkut Kait');
    const receiver = await companyWithAdmin(ctx.app, ctx.db, 'partner', 'PT Olah Kait');
    const outsider = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Tidak Ikut');
    const record = await createWasteRecord(ctx.db, { contract, status: 'journeyAssigned' });
    const journey = await createJourney(ctx.db, {
      transporterId: transporter.company.id,
      receiverId: receiver.company.id,
      plannedOn: jakartaToday(new Date()),
      records: [record],
    });
    const subscribed = new Map<string, string>();
    for (const company of [customer.company, transporter.company, receiver.company, outsider.company]) {
      const { id } = await createSubscription(ctx.db, {
        companyId: company.id,
        events: ['journey.stage_changed'],
      });
      subscribed.set(id, company.id);
    }
    await recordJourneyStageChange(ctx.db, {
      journeyId: journey.id,
      from: 'scheduled',
      to: 'pickup',
      now: new Date(),
    });
    const rows = await ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.event, 'journey.stage_changed'));
    const told = rows.filter((row) => subscribed.has(row.subscriptionId));
    expect(told.map((row) => row.companyId).sort()).toEqual(
      [customer.company.id, transporter.company.id, receiver.company.id].sort(),
    );
    for (const row of told) {
      expect(JSON.parse(row.payload)).toMatchObject({
        type: 'journey.stage_changed',
        data: {
          companyId: row.companyId,
          journeyId: journey.id,
          journeyNumber: journey.number,
          previousStage: 'scheduled',
          stage: 'pickup',
        },
      });
    }
  });

  it("tell a bin's alert to its company's subscribers of alerts only", async () => {
    const { subscription } = await subscribe('/ok/bins', ['bin.alert_opened']);
    await recordBinAlertsOpened(
      ctx.db,
      [{ binId: 'bin-1', label: 'TPS-01', companyId: customer.company.id, kind: 'full', value: 96 }],
      new Date(),
    );
    const [delivery] = await deliveriesOf(subscription.id);
    expect(JSON.parse(delivery?.payload ?? '{}').data).toEqual({
      companyId: customer.company.id,
      binId: 'bin-1',
      label: 'TPS-01',
      alert: 'full',
      value: 96,
    });
  });
});

describe('webhook addresses in production', () => {
  it('refuse http and addresses resolving to private ones at subscription, in both languages', async () => {
    const admin = await companyWithAdmin(production.app, production.db, 'customer', 'PT Produksi');
    const post = (url: string, language = 'en') =>
      apiCaller(production.app)(
        'POST',
        '/webhooks',
        admin.cookie,
        { url, events: ['invoice.issued'] },
        language,
      );
    const local = await post('https://localhost/hook');
    expect(local.statusCode).toBe(400);
    expect(local.json().fields.url).toMatch(/public internet/);
    expect((await post('https://127.0.0.1/hook', 'id')).json().fields.url).toMatch(/internet publik/);
    expect((await post('https://[::ffff:10.0.0.1]/hook')).statusCode).toBe(400);
    expect((await post('https://169.254.169.254/latest')).statusCode).toBe(400);
    expect((await post('http://93.184.215.14/hook')).json().fields.url).toMatch(/https:\/\//);
    expect((await post('https://93.184.215.14/hook')).statusCode).toBe(201);
  });

  it('refuse them at delivery too, without connecting', async () => {
    const admin = await companyWithAdmin(production.app, production.db, 'customer', 'PT Produksi Dua');
    const url = `https://localhost:${new URL(base).port}/ok/production`;
    const { id } = await createSubscription(production.db, { companyId: admin.company.id, url });
    await createDelivery(production.db, { subscriptionId: id, companyId: admin.company.id });
    await production.app.runJob('webhookDeliveries', new Date());
    const [delivery] = await production.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.subscriptionId, id));
    expect(delivery?.attempts[0]).toMatchObject({ statusCode: null, error: 'refused: privateAddress' });
    expect(received.filter((one) => one.path === '/ok/production')).toEqual([]);
  });
});

describe('webhook access', () => {
  it("keeps a company's webhooks from other companies and from its members", async () => {
    const { subscription } = await subscribe('/ok/private');
    const rival = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Saingan Kait');
    const member = await signedInUser(ctx.app, ctx.db, {
      userType: 'customer',
      role: 'member',
      companyId: customer.company.id,
    });
    const id = subscription.id;
    for (const [method, url, payload] of [
      ['GET', `/webhooks/${id}`],
      ['PATCH', `/webhooks/${id}`, { url: `${base}/ok/stolen`, events: ['invoice.issued'] }],
      ['DELETE', `/webhooks/${id}`],
      ['POST', `/webhooks/${id}/rotate-secret`],
      ['GET', `/webhooks/${id}/deliveries`],
    ] as const) {
      expect((await call(method, url, rival.cookie, payload)).statusCode).toBe(404);
      expect((await call(method, url, member.cookie, payload)).statusCode).toBe(403);
    }
    const listed = (await call('GET', `/webhooks?companyId=${customer.company.id}`, rival.cookie)).json();
    expect(listed.items).toEqual([]);
    const foreign = await call('POST', '/webhooks', rival.cookie, {
      url: `${base}/ok/x`,
      events: ['invoice.issued'],
      companyId: customer.company.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect((await call('GET', `/webhooks/${id}`, customer.cookie)).json()).toMatchObject({
      url: `${base}/ok/private`,
      canManage: true,
    });
  });
});

import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { classifyAddress, isPublicAddress } from './addresses.ts';
import { nextAttemptAt, PAUSE_AFTER_MS, shouldPause } from './rules.ts';
import { signWebhook, verifyWebhook, webhookHeaders, webhookSecretOf } from './signing.ts';

const now = new Date('2026-11-28T03:00:00Z');
const secret = webhookSecretOf(new Uint8Array(32).fill(7));
const body = JSON.stringify({ type: 'waste.status_changed', data: { status: 'waiting' } });

describe('webhook signing (Standard Webhooks)', () => {
  it('makes whsec_ secrets of base64 random bytes', () => {
    const made = webhookSecretOf(randomBytes(32));
    expect(made).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(() => webhookSecretOf(new Uint8Array(8))).toThrow();
  });

  it('signs as the published algorithm does (the standardwebhooks library verifies it)', () => {
    const headers = webhookHeaders(secret, 'msg_1', now, body);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    const library = new Webhook(secret);
    // The library checks the timestamp against the real clock: sign at the real now for it.
    const fresh = webhookHeaders(secret, 'msg_1', new Date(), body);
    expect(library.verify(body, fresh)).toEqual(JSON.parse(body));
    const signed = library.sign('msg_1', now, body);
    expect(signed).toBe(headers['webhook-signature']);
  });

  it('matches the Standard Webhooks specification’s worked example', () => {
    // From the specification's test vectors (standard-webhooks, libraries' shared tests).
    const example = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const payload = '{"test": 2432232314}';
    expect(signWebhook(example, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, payload)).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });

  it('verifies its own deliveries and refuses a changed body, a wrong secret or missing headers', () => {
    const headers = webhookHeaders(secret, 'msg_2', now, body);
    expect(verifyWebhook(secret, headers, body, now)).toEqual({
      ok: true,
      id: 'msg_2',
      timestamp: now.getTime() / 1000,
    });
    expect(verifyWebhook(secret, headers, `${body} `, now)).toEqual({ ok: false, reason: 'badSignature' });
    const other = webhookSecretOf(new Uint8Array(32).fill(8));
    expect(verifyWebhook(other, headers, body, now)).toMatchObject({ ok: false, reason: 'badSignature' });
    expect(verifyWebhook(secret, { ...headers, 'webhook-id': 'msg_3' }, body, now)).toMatchObject({
      ok: false,
    });
    expect(verifyWebhook(secret, {}, body, now)).toEqual({ ok: false, reason: 'missingHeaders' });
    const upper = Object.fromEntries(
      Object.entries(headers).map(([key, value]) => [key.toUpperCase(), value]),
    );
    expect(verifyWebhook(secret, upper, body, now).ok).toBe(true);
    const several = { ...headers, 'webhook-signature': `v1,bm90IGl0 ${headers['webhook-signature']}` };
    expect(verifyWebhook(secret, several, body, now).ok).toBe(true);
  });

  it('refuses a replay: a timestamp older or newer than the tolerance', () => {
    const headers = webhookHeaders(secret, 'msg_4', now, body);
    const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    expect(verifyWebhook(secret, headers, body, later(300)).ok).toBe(true);
    expect(verifyWebhook(secret, headers, body, later(301))).toEqual({ ok: false, reason: 'tooOld' });
    expect(verifyWebhook(secret, headers, body, later(-301))).toEqual({ ok: false, reason: 'tooNew' });
    expect(verifyWebhook(secret, headers, body, later(60), 30)).toEqual({ ok: false, reason: 'tooOld' });
    expect(verifyWebhook(secret, { ...headers, 'webhook-timestamp': 'soon' }, body, now)).toEqual({
      ok: false,
      reason: 'badTimestamp',
    });
  });
});

describe('retries', () => {
  const first = new Date('2026-11-28T00:00:00Z');
  const offsets = (attempt: number) => {
    const at = nextAttemptAt(attempt, first);
    return at ? (at.getTime() - first.getTime()) / 1000 : null;
  };

  it('wait 5 s, 5 min, 30 min, 2 h, 5 h and 10 h, counted from the first attempt', () => {
    expect([1, 2, 3, 4, 5, 6].map(offsets)).toEqual([
      5,
      5 + 300,
      5 + 300 + 1800,
      5 + 300 + 1800 + 7200,
      5 + 300 + 1800 + 7200 + 18_000,
      5 + 300 + 1800 + 7200 + 18_000 + 36_000,
    ]);
  });

  it('make the last attempt 24 hours after the first, then give up', () => {
    expect(offsets(7)).toBe(86_400);
    expect(offsets(8)).toBeNull();
    expect(offsets(50)).toBeNull();
    expect(() => nextAttemptAt(0, first)).toThrow();
  });
});

describe('pausing', () => {
  it('pauses a subscription failing without a success for 3 days, not sooner', () => {
    const since = new Date(now.getTime() - PAUSE_AFTER_MS);
    expect(shouldPause(null, now)).toBe(false);
    expect(shouldPause(since, now)).toBe(true);
    expect(shouldPause(new Date(since.getTime() + 1), now)).toBe(false);
  });
});

describe('addresses', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['1.1.1.1', 'public'],
    ['0.0.0.0', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'sharedCgnat'],
    ['100.127.255.255', 'sharedCgnat'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.169.254', 'linkLocal'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['fe80::1%eth0', 'linkLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:8.8.8.8', 'public'],
    ['64:ff9b::a9fe:a9fe', 'linkLocal'],
    ['2002:c0a8:0101::1', 'private'],
    ['2001:4860:4860::8888', 'public'],
    ['2606:4700::1111', 'public'],
    ['example.com', 'invalid'],
    ['1.2.3', 'invalid'],
    ['1::2::3', 'invalid'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
    expect(isPublicAddress(address)).toBe(kind === 'public');
  });
});

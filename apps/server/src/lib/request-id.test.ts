import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openTestDatabase } from '../test/database.ts';
import { requestIdOf } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('requestIdOf', () => {
  const request = (id: string, remoteAddress: string) =>
    ({ headers: { 'x-request-id': id }, socket: { remoteAddress } }) as never;

  it('keeps a well-formed id only from a trusted proxy', () => {
    expect(requestIdOf(['10.0.0.0/8'])(request('lb-7f3a', '10.1.2.3'))).toBe('lb-7f3a');
    expect(requestIdOf(['10.0.0.0/8'])(request('lb-7f3a', '::ffff:10.1.2.3'))).toBe('lb-7f3a');
    expect(requestIdOf(1)(request('lb-7f3a', '192.0.2.1'))).toBe('lb-7f3a');
    expect(requestIdOf(['10.0.0.0/8'])(request('lb-7f3a', '192.0.2.1'))).toMatch(UUID);
    expect(requestIdOf(false)(request('lb-7f3a', '10.1.2.3'))).toMatch(UUID);
  });

  it('makes a new one for an id a log line should not carry', () => {
    for (const id of ['', 'a b', 'x'.repeat(129), 'id\nforged log line', '<script>']) {
      expect(requestIdOf(1)(request(id, '10.1.2.3'))).toMatch(UUID);
    }
  });
});

describe('request ids on a running app', () => {
  const lines: Array<Record<string, unknown>> = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const database = await openTestDatabase();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({
      database,
      authSecret: 'test-secret-that-is-long-enough-for-better-auth',
      publicUrl: 'http://localhost:3000',
      logger: { level: 'info', stream },
      captcha: { cost: 1, maxCounter: 50 },
    });
    // A route that fails as a bug would, to see what the error's log line carries.
    app.get('/boom', async () => {
      throw new Error('kaboom');
    });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it('answers every request with its id, and logs JSON lines carrying it', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/v1/profile' });
    expect(answer.statusCode).toBe(401);
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(UUID);
    const other = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'mine' },
    });
    // Not from a trusted proxy: a client does not choose its request's id.
    expect(other.headers['x-request-id']).not.toBe('mine');
    const failed = await app.inject({ method: 'GET', url: '/boom' });
    expect(failed.statusCode).toBe(500);
    const logged = lines.find((line) => line.msg === 'Unhandled error');
    expect(logged).toMatchObject({ reqId: failed.headers['x-request-id'], level: 50 });
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { type FileStore, localFileStore } from '../storage/file-store.ts';
import { MEGABYTE } from '../storage/uploads.ts';
import { readiness } from './readiness.ts';

let dir: string;
let storeDown = false;
let ctx: Awaited<ReturnType<typeof startTestApp>>;
let store: FileStore;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sirkula-ready-'));
  const local = localFileStore(dir);
  // The local store, but one whose disk can be made to fail.
  store = {
    ...local,
    list: async (prefix, after, limit) => {
      if (storeDown) throw new Error('EIO');
      return local.list(prefix, after, limit);
    },
  };
  ctx = await startTestApp({ storage: { store, maxUploadBytes: MEGABYTE } });
});
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

const ready = () => ctx.app.inject({ method: 'GET', url: '/api/ready' });

describe('readiness', () => {
  it('answers 200 while the database is migrated, the store answers and the queue can open', async () => {
    const answer = await ready();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      status: 'ready',
      checks: { server: 'ok', database: 'ok', storage: 'ok', queue: 'ok' },
    });
  });

  it('answers 503 naming the store when it fails, and recovers with it', async () => {
    storeDown = true;
    try {
      const answer = await ready();
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({
        status: 'notReady',
        checks: { storage: 'failing', database: 'ok' },
      });
    } finally {
      storeDown = false;
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('is not ready on a database behind this build’s migrations, nor with its job queue down', async () => {
    const deps = { db: ctx.db, store, runsJobs: true, stopping: () => false };
    expect((await readiness({ ...deps, queueState: () => 'running' })).ready).toBe(true);
    // Told to stop, it still serves a while, but a balancer should send requests elsewhere.
    const stopping = await readiness({ ...deps, queueState: () => 'running', stopping: () => true });
    expect(stopping).toMatchObject({ ready: false, checks: { server: 'stopping', database: 'ok' } });
    expect((await readiness({ ...deps, queueState: () => 'idle' })).checks.queue).toBe('stopped');
    expect((await readiness({ ...deps, queueState: () => 'failed' })).checks.queue).toBe('failing');
    expect((await readiness({ ...deps, runsJobs: false, queueState: () => 'idle' })).ready).toBe(true);

    await ctx.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const answer = await ready();
    expect(answer.statusCode).toBe(503);
    expect(answer.json().checks.database).toBe('behind');
  });
});

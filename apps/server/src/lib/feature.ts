import type { Contract } from '@sirkula/domain/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import type { Auth } from '../features/auth/auth.ts';
import type { Captcha } from '../features/auth/captcha.ts';
import type { DemoRemoved, DemoRows } from '../features/demo/queries.ts';
import type { SendMail } from '../features/mail/mailer.ts';
import type { FileOwners, StorageDeps } from '../features/storage/service.ts';
import type { JobQueue } from './jobs.ts';
import type { Metrics } from './metrics.ts';
import type { Notify } from './notifications.ts';
import type { TileSource } from './static-map.ts';
import type { TaskQueue } from './tasks.ts';

/** Everything the app builds once and a feature's routes may need; each feature takes what it uses. */
export interface AppDeps {
  db: Db;
  auth: Auth;
  captcha: Captcha;
  sendMail: SendMail;
  /** Tries again the messages the mail server refused, as their time comes (the `mailDelivery` job). */
  deliverPendingMail: (now: Date) => Promise<string>;
  /** Tells people about changes through every configured channel (e-mail first). */
  notify: Notify;
  publicUrl: string;
  storage: StorageDeps;
  /** Requests per minute and client address on each account route (register, reset, …). */
  attemptsPerMinute: number;
  /** Sign-ins per minute and client address, across accounts. */
  loginAttemptsPerMinute: number;
  /** Public tracking look-ups per minute and client address. */
  trackLookupsPerMinute: number;
  /** The time of a request; tests pin it to reach a cut-off or a period's edge. */
  clock: () => Date;
  /** The maps' tile server, or null to draw them on a plain background. */
  mapTiles: TileSource | null;
  /** The job queue the schedulers run on (pg-boss on this database). */
  jobs: JobQueue;
  /** The app's metrics, for what features count themselves (sensor readings taken). */
  metrics: Metrics;
  /** Queues a one-off task a feature declares (`ServerFeature.tasks`): `deps.tasks.enqueue(task, data)`. */
  tasks: TaskQueue;
  /** Webhooks may post to http:// and private addresses (WEBHOOKS_ALLOW_PRIVATE=1); false in production. */
  webhooksAllowPrivate: boolean;
}

/** What a seed is given: where to write, the day it runs, and the earlier seeds' rows by their names. */
export interface DemoContext {
  storage: StorageDeps;
  now: Date;
  /** A demo company by its name; never by position, so a seed keeps working when others are added. */
  companyId(name: string): Promise<string>;
  /** Several, in order; one after the other, since a seed's transaction is one connection. */
  companyIds(names: readonly string[]): Promise<string[]>;
  /** A demo account by its e-mail, or null when it is not there. */
  userId(email: string): Promise<string | null>;
}

/** One feature's demo data, applied once per install and recorded under its name. */
export interface DemoSeed {
  name: string;
  /** Answers the companies and accounts it created, so `npm run demo:remove` finds them. */
  apply(context: DemoContext): Promise<DemoRows>;
}

/** A feature registers itself with this: its API routes under /api/v1 and, if it has any, its demo data. */
export interface ServerFeature {
  name: string;
  /** Its endpoints as the domain declares them (one contract per API tag); its routes implement these. */
  contracts: readonly Contract[];
  routes(deps: AppDeps): FastifyPluginAsyncZod;
  demo?: DemoSeed;
  /**
   * Deletes its rows belonging to the demo companies and accounts, with the audit entries about them,
   * inside demo:remove's transaction. Features are removed in the registry's reverse order, so a row
   * goes before the rows it points at.
   */
  removeDemo?: (db: Db, demo: DemoRows) => Promise<DemoRemoved>;
  /** Its scheduled work, run by the job queue (features/schedulers) on one server each time. */
  jobs?: readonly ScheduledJob[];
  /** Its one-off background work, queued by its routes (`deps.tasks.enqueue`); not shown as schedulers. */
  tasks?: readonly BackgroundTask[];
  /** Its records that point at stored files (given a page of file ids), for the storage console. */
  fileOwners?: FileOwners;
}

/**
 * A feature's scheduled job. Staff see it as a scheduler named by the catalogue's
 * `schedulers.jobs.<code>` and may change its frequency and retries; these are the defaults.
 */
export interface ScheduledJob {
  /** Letters and digits (a pg-boss queue name and a catalogue key): `smartbinsRollUp`. */
  code: string;
  /** Cron in Asia/Jakarta time. */
  cron: string;
  retryLimit: number;
  /** Does the work once; answers the line its run's log keeps. Safe to run again after a failure. */
  run(deps: AppDeps, now: Date): Promise<string>;
}

/** What a task is sent with: a small JSON object that finds its work (a run's id), never the work itself. */
export type TaskData = Record<string, string | number | boolean | null>;

/**
 * A feature's one-off background task (a billing run, a long report), queued with
 * `deps.tasks.enqueue(task, data)` and run on one server. It is run at least once: a server stopped
 * mid-run leaves it to another, so `run` must be safe to run again (resume, or find it done).
 */
export interface BackgroundTask<Data extends TaskData = TaskData> {
  /** Letters and digits, unique among jobs and tasks (a pg-boss queue name): `billingRun`. */
  code: string;
  /** Attempts after the first; each failure is logged. */
  retryLimit: number;
  run(deps: AppDeps, data: Data): Promise<void>;
  /**
   * Called once the last attempt has failed (or was cut off), with the error's message: to mark what
   * a page follows as failed. Safe to call again.
   */
  failed?(deps: AppDeps, data: Data, error: string): Promise<void>;
}

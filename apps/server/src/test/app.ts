import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { type AppOptions, buildApp } from '../app.ts';
import { type Database, openPostgres } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import { backgroundWorkDone } from '../lib/http.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';

const TEST_SECRET = 'test-secret-that-is-long-enough-for-better-auth';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

export async function startTestApp(
  options: Pick<
    AppOptions,
    | 'attemptsPerMinute'
    | 'loginAttemptsPerMinute'
    | 'trackLookupsPerMinute'
    | 'storage'
    | 'smtpUrl'
    | 'trustProxy'
    | 'clock'
    | 'runJobs'
    | 'webhooksAllowPrivate'
    | 'metricsToken'
  > = {},
  /** The database to start on, closed with the app; a new migrated copy by default. */
  given?: TestDatabase,
) {
  const database = given ?? (await openTestDatabase());
  const build = (on: Database) =>
    buildApp({
      database: on,
      authSecret: TEST_SECRET,
      publicUrl: 'http://localhost:3000',
      attemptsPerMinute: options.attemptsPerMinute ?? 1_000,
      loginAttemptsPerMinute: options.loginAttemptsPerMinute ?? 1_000,
      trackLookupsPerMinute: options.trackLookupsPerMinute ?? 1_000,
      captcha: { cost: 1, maxCounter: 50 },
      storage: options.storage,
      smtpUrl: options.smtpUrl,
      trustProxy: options.trustProxy,
      clock: options.clock,
      runJobs: options.runJobs,
      webhooksAllowPrivate: options.webhooksAllowPrivate,
      metricsToken: options.metricsToken,
    });
  const app = await build(database);
  await app.ready();
  return {
    app,
    db: database.db,
    kind: database.kind,
    close: async () => {
      await app.close();
      await database.close();
    },
    /**
     * A second server on the same database, as a deployment behind a load balancer runs it: on
     * PostgreSQL with its own connection pool, on PGlite on the one database handle there is.
     */
    anotherServer: async () => {
      const own = database.url ? await openPostgres(database.url) : { ...database, close: async () => {} };
      const other = await build(own);
      await other.ready();
      return {
        app: other,
        close: async () => {
          await other.close();
          await own.close();
        },
      };
    },
  };
}

/** Does what the captcha widget does in the browser: fetch a challenge and solve it. */
export async function solvedCaptcha(app: TestApp): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/auth/captcha' });
  const challenge = response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('Captcha could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The session cookie a response set, ready for a `cookie` request header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((item) => item.name.endsWith('session_token'));
  if (!cookie) throw new Error(`No session cookie in the answer (${response.statusCode}: ${response.body})`);
  return `${cookie.name}=${cookie.value}`;
}

export async function login(app: TestApp, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
  });
  return sessionCookie(response);
}

/** The newest link mailed to `recipient`, once the e-mails the app sends after its answers have gone out. */
export async function latestLink(
  test: { app: TestApp; db: Database['db'] },
  recipient: string,
): Promise<URL> {
  await backgroundWorkDone(test.app);
  const [mail] = await test.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, recipient))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  if (!mail?.link) throw new Error(`No e-mail with a link for ${recipient}`);
  return new URL(mail.link);
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Calls `/api/v1<url>` as the holder of `cookie`, in `language`. */
export function apiCaller(app: TestApp) {
  return (method: Method, url: string, cookie: string, payload?: object, language = 'en') =>
    app.inject({ method, url: `/api/v1${url}`, headers: { cookie, 'accept-language': language }, payload });
}

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** Where the browser reaches us; links in e-mails start with it. */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean;
  logLevel: string;
  webDist: string;
}

type Env = Record<string, string | undefined>;

/** npm runs workspace scripts inside the workspace; paths the user gives are relative to where they typed. */
function userPath(path: string, env: Env): string {
  return isAbsolute(path) ? path : resolve(env.INIT_CWD ?? process.cwd(), path);
}

/**
 * Secrets come from the environment. Only the embedded mode may make its own, kept in the data
 * directory so sessions survive a restart; a PostgreSQL install must be given AUTH_SECRET.
 */
function authSecret(env: Env, dataDir: string, embedded: boolean): string {
  const given = env.AUTH_SECRET;
  if (given) {
    if (given.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters long.');
    return given;
  }
  if (!embedded)
    throw new Error('AUTH_SECRET is required when DATABASE_URL is set (at least 32 characters).');
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535)
    throw new Error(`PORT is not a valid port: ${env.PORT}`);
  const dataDir = userPath(env.DATA_DIR ?? 'data', env);
  const databaseUrl = env.DATABASE_URL || undefined;
  const embedded = !databaseUrl;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl,
    seedDemo: embedded || env.SEED_DEMO === '1',
    authSecret: authSecret(env, dataDir, embedded),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Sirkula <no-reply@sirkula.local>',
    trustProxy: env.TRUST_PROXY === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: new URL('../../web/dist', import.meta.url).pathname,
  };
}

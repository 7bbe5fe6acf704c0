import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type { ChirpstackMqttOptions } from './features/smartbins/mqtt.ts';
import type { S3Options } from './features/storage/file-store.ts';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from './lib/private-files.ts';
import type { TileSource } from './lib/static-map.ts';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.ts';

export interface Config {
  port: number;
  /** The embedded mode listens on loopback unless told otherwise: a laptop's server is its own. */
  host: string;
  /** Where the browser reaches us; links in e-mails start with it. */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Demo data for a new embedded install, and new features' demo data for a demo install, unless SEED_DEMO=0; never on PostgreSQL. */
  seedDemo: boolean;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: TrustProxy;
  logLevel: string;
  webDist: string;
  /** Files go to S3 when a bucket is named, otherwise to `<dataDir>/files`. */
  storage: { s3: S3Options | undefined; maxUploadBytes: number };
  /** The background of every map, OpenStreetMap's unless MAP_TILE_URL says otherwise; null with MAP_TILE_URL=none. */
  mapTiles: TileSource | null;
  /** ChirpStack's MQTT integration, subscribed to when MQTT_URL is set; the address holds no credentials. */
  mqtt: ChirpstackMqttOptions | undefined;
  /** WEBHOOKS_ALLOW_PRIVATE=1 (tests, development): webhooks may post to http:// and local receivers. */
  webhooksAllowPrivate: boolean;
  /** METRICS_TOKEN: `GET /api/metrics` answers only `Authorization: Bearer <it>`; unset, it is off. */
  metricsToken: string | undefined;
  /**
   * SHUTDOWN_DELAY_SECONDS: after SIGTERM the server first answers `/api/ready` 503 and keeps serving
   * this long, so a balancer takes it out before it stops accepting; 0 (the default) stops at once.
   */
  shutdownDelaySeconds: number;
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
  ensurePrivateDir(dataDir);
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    if ((statSync(file).mode & 0o777) !== PRIVATE_FILE_MODE) chmodSync(file, PRIVATE_FILE_MODE);
    return readFileSync(file, 'utf8').trim();
  }
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE });
  return secret;
}

function s3Options(env: Env): S3Options | undefined {
  const given = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION'].filter(
    (name) => env[name],
  );
  if (given.length === 0) return undefined;
  if (!env.S3_BUCKET) throw new Error(`S3_BUCKET is required when ${given.join(', ')} is set.`);
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.');
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
  };
}

function shutdownDelaySeconds(env: Env): number {
  const seconds = Number(env.SHUTDOWN_DELAY_SECONDS ?? 0);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 60)
    throw new Error(
      `SHUTDOWN_DELAY_SECONDS is not a whole number of seconds from 0 to 60: ${env.SHUTDOWN_DELAY_SECONDS}`,
    );
  return seconds;
}

function maxUploadBytes(env: Env): number {
  const megabytes = Number(env.MAX_UPLOAD_MB ?? 10);
  if (!Number.isFinite(megabytes) || megabytes <= 0)
    throw new Error(`MAX_UPLOAD_MB is not a positive number: ${env.MAX_UPLOAD_MB}`);
  return Math.floor(megabytes * 1024 * 1024);
}

function publicUrl(env: Env, port: number): string {
  const given = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');
  const protocol = URL.canParse(given) ? new URL(given).protocol : '';
  if (protocol !== 'http:' && protocol !== 'https:')
    throw new Error(`PUBLIC_URL is not an http:// or https:// address: ${env.PUBLIC_URL}`);
  return given;
}

const OPENSTREETMAP: TileSource = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

function mapTiles(env: Env): TileSource | null {
  const url = env.MAP_TILE_URL?.trim();
  if (url === 'none') return null;
  if (!url) return { ...OPENSTREETMAP, attribution: env.MAP_TILE_ATTRIBUTION || OPENSTREETMAP.attribution };
  const sample = url.replaceAll(/\{[a-z]\}/g, '0');
  if (!/^https?:$/.test(URL.canParse(sample) ? new URL(sample).protocol : '') || !url.includes('{z}'))
    throw new Error(`MAP_TILE_URL is not a tile address like https://tile.example/{z}/{x}/{y}.png: ${url}`);
  return { url, attribution: env.MAP_TILE_ATTRIBUTION ?? '' };
}

const MQTT_PROTOCOLS = ['mqtt:', 'mqtts:', 'ws:', 'wss:'];

/** MQTT_URL's credentials are taken out of the address, so the address alone can be logged. */
function mqttOptions(env: Env): ChirpstackMqttOptions | undefined {
  const given = env.MQTT_URL?.trim();
  if (!given) {
    if (env.MQTT_TOPIC) throw new Error('MQTT_TOPIC is set without MQTT_URL.');
    return undefined;
  }
  const url = URL.canParse(given) ? new URL(given) : null;
  // The value is not repeated: it may hold a password.
  if (!url || !MQTT_PROTOCOLS.includes(url.protocol) || !url.hostname)
    throw new Error(
      'MQTT_URL is not a broker address like mqtt://user:password@chirpstack.local:1883 (mqtt://, mqtts://, ws:// or wss://).',
    );
  const username = url.username ? decodeURIComponent(url.username) : undefined;
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.username = '';
  url.password = '';
  return { url: url.href, topic: env.MQTT_TOPIC?.trim() || undefined, username, password };
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
    host: env.HOST || (embedded ? '127.0.0.1' : '0.0.0.0'),
    publicUrl: publicUrl(env, port),
    dataDir,
    databaseUrl,
    seedDemo: embedded && env.SEED_DEMO !== '0',
    authSecret: authSecret(env, dataDir, embedded),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Sirkula <no-reply@sirkula.local>',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: new URL('../../web/dist', import.meta.url).pathname,
    storage: { s3: s3Options(env), maxUploadBytes: maxUploadBytes(env) },
    mapTiles: mapTiles(env),
    mqtt: mqttOptions(env),
    webhooksAllowPrivate: env.WEBHOOKS_ALLOW_PRIVATE === '1',
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    shutdownDelaySeconds: shutdownDelaySeconds(env),
  };
}

import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { connect, type IPublishPacket } from 'mqtt';
import type { Db } from '../../db/client.ts';
import { Invalid } from '../../lib/errors.ts';
import type { Notify } from '../../lib/notifications.ts';
import { type Arrival, ingest } from './ingest.ts';
import { arrivalsOfChirpstack, notifyUrgentAlerts } from './telemetry.ts';

/** Every application's and device's uplinks, as ChirpStack v4's MQTT integration publishes them. */
export const CHIRPSTACK_UPLINKS = 'application/+/device/+/event/up';

/**
 * One client id for every start, so the broker keeps our session (its subscription and the QoS 1
 * readings published while we were away) between restarts; `?clientId=` in the address overrides it.
 */
const CLIENT_ID = 'sirkula-chirpstack';

/** The longest wait between two attempts at storing a message the database refused. */
const MAX_RETRY_MS = 30_000;

export interface ChirpstackMqttOptions {
  /** The broker, e.g. `mqtt://chirpstack.local:1883`; credentials are better given on their own. */
  url: string;
  topic?: string;
  username?: string;
  password?: string;
  /** Whose bins the readings may land on; null (the default) reaches every company's, like a provider key. */
  companyId?: string | null;
}

export interface ChirpstackMqttDeps {
  db: Db;
  notify: Notify;
  publicUrl: string;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
}

/** The broker's address as it may be logged: never its credentials. */
function addressOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

/** A message's arrivals for `ingest`, or why it is dropped. */
function arrivalsOf(topic: string, payload: Buffer | string): Arrival[] | string {
  let body: unknown;
  try {
    body = JSON.parse(payload.toString());
  } catch {
    return 'it is not JSON (is the integration set to JSON rather than Protobuf?)';
  }
  // The event is the topic's last level, so a wider MQTT_TOPIC's joins and statuses are ignored.
  const event = /\/event\/([^/]+)$/.exec(topic)?.[1] ?? 'up';
  try {
    return arrivalsOfChirpstack(event, body);
  } catch (error) {
    if (error instanceof Invalid) return 'it is not a ChirpStack uplink event';
    throw error;
  }
}

/**
 * Subscribes to ChirpStack's MQTT integration and feeds each uplink to the same `ingest` as the HTTP
 * integration, one message at a time in the order they arrive.
 *
 * A QoS 1 message is acknowledged only once its reading is committed: MQTT.js sends the PUBACK when
 * `handleMessage`'s callback is called, and handles the next message only after it. When the database
 * refuses a message it is not acknowledged and is tried again (1 s, 2 s, … up to 30 s apart) until it
 * is stored or the subscriber closes; a message that is not a reading (not JSON, not an uplink) is
 * logged and acknowledged, since sending it again would change nothing.
 */
export function subscribeToChirpstack(deps: ChirpstackMqttDeps, options: ChirpstackMqttOptions) {
  const { log } = deps;
  const topic = options.topic ?? CHIRPSTACK_UPLINKS;
  const caller = { keyId: 'mqtt', companyId: options.companyId ?? null };
  const broker = addressOf(options.url);
  const client = connect(options.url, {
    clientId: CLIENT_ID,
    clean: false,
    reconnectPeriod: 1_000,
    // We subscribe on each connect ourselves (below): asked before a first connect that fails, MQTT.js
    // reports the subscription failed, and a session the broker kept would miss a changed MQTT_TOPIC.
    resubscribe: false,
    ...(options.username !== undefined && { username: options.username }),
    ...(options.password !== undefined && { password: options.password }),
  });

  let closing = false;
  const stop = new AbortController();
  let connectedBefore = false;
  let up = false;
  let lastError = '';

  client.on('connect', (connack) => {
    log.info(
      { broker, topic, sessionPresent: connack.sessionPresent },
      `MQTT: ${connectedBefore ? 'reconnected' : 'connected'} to ${broker}`,
    );
    connectedBefore = true;
    up = true;
    lastError = '';
    // Again even when the broker kept our session: MQTT_TOPIC may have changed since.
    client.subscribe(topic, { qos: 1 }, (error, granted) => {
      if (error) log.error({ broker, topic }, `MQTT: could not subscribe: ${error.message}`);
      else if (granted?.some((grant) => grant.qos === 128)) {
        log.error({ broker, topic }, 'MQTT: the broker refused the subscription');
      }
    });
  });
  client.on('close', () => {
    if (!up) return;
    up = false;
    log.info({ broker }, closing ? `MQTT: closed` : `MQTT: connection to ${broker} lost, reconnecting`);
  });
  client.on('reconnect', () => log.debug({ broker }, 'MQTT: reconnecting'));
  // While the broker is away the same error comes every second: say it once.
  client.on('error', (error) => {
    if (error.message === lastError) return;
    lastError = error.message;
    log.warn({ broker }, `MQTT: ${error.message}`);
  });

  /** Runs `work` until it succeeds, waiting longer after each failure; gives up only when closing. */
  async function persistently<T>(work: () => Promise<T>): Promise<T> {
    for (let wait = 1_000; ; wait = Math.min(wait * 2, MAX_RETRY_MS)) {
      try {
        return await work();
      } catch (error) {
        if (closing) throw error;
        log.error({ err: error }, `MQTT: reading not stored, trying again in ${wait / 1000} s`);
        await sleep(wait, undefined, { signal: stop.signal }).catch(() => {});
        if (closing) throw error;
      }
    }
  }

  let notices: Promise<void> = Promise.resolve();
  const take = async ({ topic: from, payload }: IPublishPacket) => {
    // Left unacknowledged: the broker keeps it for our next start.
    if (closing) throw new Error('MQTT subscriber closing');
    const arrivals = arrivalsOf(from, payload);
    if (typeof arrivals === 'string') {
      log.warn({ topic: from }, `MQTT: message dropped: ${arrivals}`);
      return;
    }
    const { outcomes, opened } = await persistently(() => ingest(deps.db, caller, arrivals, deps.clock()));
    for (const { status, reason } of outcomes) {
      if (status === 'refused') log.warn({ topic: from, reason }, 'MQTT: reading refused');
      else if (status !== 'accepted') log.debug({ topic: from, status, reason }, `MQTT: reading ${status}`);
    }
    if (opened.length > 0) {
      // Told after the commit, beside the next messages rather than before them.
      notices = notices
        .then(() => notifyUrgentAlerts(deps, opened))
        .catch((error) => log.error({ err: error }, 'Bin alert notice failed'));
    }
  };

  // MQTT.js calls this for each message and sends its PUBACK when `done` is called without an error.
  // The queue keeps the one-at-a-time order across a reconnect too, when the old connection's last
  // message may still be running.
  let queue: Promise<void> = Promise.resolve();
  client.handleMessage = (packet, done) => {
    const turn = queue.then(() => take(packet));
    queue = turn.catch(() => {});
    turn.then(
      () => done(),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  };

  return {
    /** Stops taking messages, lets the one being stored finish, disconnects and waits for its notices. */
    async close() {
      closing = true;
      stop.abort();
      await queue;
      await client.endAsync();
      await notices;
    },
  };
}

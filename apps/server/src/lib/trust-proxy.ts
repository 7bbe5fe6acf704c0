import { isIP } from 'node:net';

/** Fastify's `trustProxy`: how many proxy hops, or which proxy addresses, may set X-Forwarded-For. */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY names the proxies in front of the server: a hop count (`1` for one reverse proxy) or a
 * comma-separated list of addresses and CIDR ranges. Never "everyone": a client could then choose
 * its own address and walk past every per-address limit.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const given = value?.trim();
  if (!given || given === '0') return false;
  if (/^\d+$/.test(given)) return Number(given);
  const entries = given.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    const [address, bits, extra] = entry.split('/');
    const kind = isIP(address ?? '');
    if (kind === 0 || extra !== undefined) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (kind === 4 ? 32 : 128));
  });
  if (!valid) {
    throw new Error(
      `TRUST_PROXY must be a hop count (e.g. 1) or a comma-separated list of proxy addresses or ranges (e.g. 10.0.0.5,10.1.0.0/16), not "${given}".`,
    );
  }
  return entries;
}

/** Fastify's types take no hop count, so a count becomes proxy-addr's trust function: the first n hops. */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from './trust-proxy.ts';

/** What an incoming request id may look like to be kept: short, and nothing a log line would choke on. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** Whether the peer that sent the request is one of the trusted proxies. */
function trustedPeer(trust: TrustProxy): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => trust > 0;
  const proxies = new BlockList();
  for (const entry of trust) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    if (!address) return false;
    const plain = address.replace(/^::ffff:/, '');
    return proxies.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Each request's id: the one a trusted proxy (TRUST_PROXY) sent in `X-Request-Id`, so a request is one
 * id from the balancer to the database log, or a new one. Anyone else's is ignored: a client choosing
 * ids could make its requests look like another's in the logs.
 */
export function requestIdOf(trust: TrustProxy): (request: IncomingMessage) => string {
  const trusted = trustedPeer(trust);
  return (request) => {
    const incoming = request.headers['x-request-id'];
    const kept =
      typeof incoming === 'string' && WELL_FORMED.test(incoming) && trusted(request.socket?.remoteAddress);
    return kept ? incoming : randomUUID();
  };
}

/** Every answer says its request id (`X-Request-Id`), so a user's report finds the request's log lines. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}

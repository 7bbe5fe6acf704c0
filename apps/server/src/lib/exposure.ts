import { BlockList, isIPv4, isIPv6 } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1 (in any spelling, IPv4-mapped too) and `localhost`: only this computer reaches them. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost') return true;
  if (isIPv4(name)) return loopback.check(name, 'ipv4');
  return isIPv6(name) && loopback.check(name, 'ipv6');
}

/**
 * Why other computers can reach the server, or undefined when only this one can: it listens beyond
 * loopback, or its public address (an `https://` one, or any host but localhost) says a proxy or a
 * network brings others to it.
 */
export function reachableFromOutside(listening: { host: string; publicUrl: string }): string | undefined {
  if (!isLoopbackHost(listening.host)) return `HOST is ${listening.host || 'empty'}`;
  const url = new URL(listening.publicUrl);
  if (url.protocol === 'https:' || !isLoopbackHost(url.hostname))
    return `PUBLIC_URL is ${listening.publicUrl}`;
  return undefined;
}

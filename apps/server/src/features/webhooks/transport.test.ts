import { describe, expect, it } from 'vitest';
import { checkedLookup, refusalOf } from './transport.ts';

const lookup = (hostname: string, all: boolean) =>
  new Promise<{ error: Error | null; address: unknown }>((resolve) =>
    checkedLookup(hostname, { all }, (error: Error | null, address: unknown) => resolve({ error, address })),
  );

describe('webhook addresses', () => {
  it('refuse http, loopback and private literals in production, and allow them when told', async () => {
    expect(await refusalOf('http://93.184.215.14/hook', false)).toBe('httpsOnly');
    expect(await refusalOf('https://127.0.0.1/hook', false)).toBe('privateAddress');
    expect(await refusalOf('https://[::1]/hook', false)).toBe('privateAddress');
    expect(await refusalOf('https://[::ffff:192.168.1.1]/hook', false)).toBe('privateAddress');
    expect(await refusalOf('https://localhost/hook', false)).toBe('privateAddress');
    expect(await refusalOf('https://93.184.215.14/hook', false)).toBeNull();
    expect(await refusalOf('http://127.0.0.1:9/hook', true)).toBeNull();
  });

  it('connect only to an address the connection itself checked (no DNS rebinding in between)', async () => {
    const single = await lookup('localhost', false);
    expect(single.error?.message).toMatch(/non-public address/);
    const all = await lookup('localhost', true);
    expect(all.error?.message).toMatch(/non-public address/);
  });
});

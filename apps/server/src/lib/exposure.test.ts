import { describe, expect, it } from 'vitest';
import { isLoopbackHost, reachableFromOutside } from './exposure.ts';

describe('who can reach the server', () => {
  it('knows the loopback addresses', () => {
    for (const host of [
      '127.0.0.1',
      '127.1.2.3',
      'localhost',
      'LOCALHOST',
      '::1',
      '[::1]',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      '0.0.0.0',
      '::',
      '',
      '192.168.1.10',
      '10.0.0.1',
      '128.0.0.1',
      'sirkula.example.co.id',
      '::2',
      'localhost.example.com',
    ]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it('is this computer only when listening on loopback with a local http address', () => {
    expect(reachableFromOutside({ host: '127.0.0.1', publicUrl: 'http://localhost:3000' })).toBeUndefined();
    expect(reachableFromOutside({ host: '::1', publicUrl: 'http://127.0.0.1:3000' })).toBeUndefined();
  });

  it('is reachable from outside on any other address, or behind a proxy that serves a public address', () => {
    expect(reachableFromOutside({ host: '0.0.0.0', publicUrl: 'http://localhost:3000' })).toBe(
      'HOST is 0.0.0.0',
    );
    expect(reachableFromOutside({ host: '::', publicUrl: 'http://localhost:3000' })).toBe('HOST is ::');
    expect(reachableFromOutside({ host: '127.0.0.1', publicUrl: 'https://sirkula.example.co.id' })).toBe(
      'PUBLIC_URL is https://sirkula.example.co.id',
    );
    expect(reachableFromOutside({ host: '127.0.0.1', publicUrl: 'https://localhost:8443' })).toBe(
      'PUBLIC_URL is https://localhost:8443',
    );
    expect(reachableFromOutside({ host: 'localhost', publicUrl: 'http://192.168.1.10:3000' })).toBe(
      'PUBLIC_URL is http://192.168.1.10:3000',
    );
  });
});

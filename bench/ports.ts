import { createServer } from 'node:net';

/** A port the system has free on the loopback, for a server a benchmark starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port')),
      );
    });
  });
}

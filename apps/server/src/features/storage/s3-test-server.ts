import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { type FileStore, s3FileStore } from './file-store.ts';

const START = `
const S3rver = require(process.argv[1]);
const server = new S3rver({
  address: '127.0.0.1', port: 0, silent: true, directory: process.argv[2],
  configureBuckets: [{ name: process.argv[3], configs: [] }],
});
server.run().then(({ port }) => console.log(port));
`;

/**
 * s3rver, a real S3-compatible HTTP server, in a process of its own: it signs the continuation tokens
 * of long listings with DES, which Node's OpenSSL 3 offers only with its legacy provider, a flag a test
 * worker cannot take for itself.
 */
export async function startS3TestServer(
  directory: string,
  bucket: string,
): Promise<{ store: FileStore; endpoint: string; close(): Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      '-e',
      START,
      createRequire(import.meta.url).resolve('s3rver'),
      directory,
      bucket,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const stdout = child.stdout;
  if (!stdout) throw new Error('s3rver started without its output');
  const [chunk] = (await once(stdout, 'data')) as [Buffer];
  const port = Number(chunk.toString().trim());
  if (!Number.isInteger(port)) throw new Error(`s3rver answered ${chunk.toString()}`);
  const endpoint = `http://127.0.0.1:${port}`;
  const store = s3FileStore({
    bucket,
    region: 'us-east-1',
    endpoint,
    // s3rver checks signatures against its fixed development key.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  return {
    store,
    endpoint,
    async close() {
      child.kill();
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

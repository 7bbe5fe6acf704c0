import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import * as tar from 'tar-stream';
import { PRIVATE_FILE_MODE } from '../../lib/private-files.ts';

/*
 * A backup is one file: a gzip-compressed tar, then a fixed-length trailer holding the SHA-256 of
 * everything before it. Restore checks the trailer before it reads anything else, so a file cut short
 * or damaged in transit is refused whole. Inside the tar, in this order:
 *
 *   backup.json            what it is (format, database kind, migration, made at, storage kind)
 *   database/pglite/…      the embedded database's data directory, file by file; or
 *   database/postgres.dump pg_dump's custom format
 *   auth-secret            the embedded install's own secret, when it has one (sessions survive)
 *   files/<key>            each stored object's bytes (local folder only)
 *   files.json             every object's key, size and SHA-256 (on S3: the manifest, without bytes)
 *
 * By hand: `head -c -87 FILE | tar -tz` lists it.
 */

export const FORMAT = 'sirkula-backup';
export const FORMAT_VERSION = 1;
const TRAILER_PREFIX = 'SIRKULA-BACKUP-SHA256 ';
/** The prefix, 64 hex digits and a new line. */
export const TRAILER_LENGTH = TRAILER_PREFIX.length + 64 + 1;

export interface BackupHeader {
  format: typeof FORMAT;
  version: number;
  /** The newest migration applied to the database backed up (its tag, e.g. `0031_request_limits`). */
  migration: string;
  database: 'pglite' | 'postgres';
  storage: 'local' | 's3';
  createdAt: string;
}

export interface BackedUpObject {
  key: string;
  size: number;
  sha256: string;
}

export interface FilesManifest {
  /** `local`: the bytes are in the archive under `files/<key>`; `s3`: only listed, the bucket keeps them. */
  storage: 'local' | 's3';
  objects: BackedUpObject[];
  /** Objects listed but gone before they could be read (deleted meanwhile): not in the backup. */
  vanished: string[];
}

/** Counts and hashes what passes through. */
export function hashing(): Transform & { digest(): string; bytes(): number } {
  const hash = createHash('sha256');
  let bytes = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      bytes += chunk.length;
      callback(null, chunk);
    },
  });
  return Object.assign(transform, { digest: () => hash.digest('hex'), bytes: () => bytes });
}

export interface ArchiveWriter {
  pack: tar.Pack;
  /** Adds a whole small entry (JSON, the secret). */
  add(name: string, data: Buffer | string): Promise<void>;
  /** Streams an entry whose size is known beforehand; answers the SHA-256 of its bytes. */
  addStream(name: string, size: number, source: NodeJS.ReadableStream, mode?: number): Promise<string>;
  addDirectory(name: string): Promise<void>;
  /** Ends the archive, writes the trailer and moves the file to its name; answers its size. */
  finish(): Promise<{ bytes: number; sha256: string }>;
  /** Removes the partial file after a failure. */
  abort(): Promise<void>;
}

function entryDone(resolve: () => void, reject: (error: Error) => void) {
  return (error?: Error | null) => (error ? reject(error) : resolve());
}

/**
 * Writes to `<out>.partial` and renames at the end: an interrupted backup never leaves a file under
 * the name that looks whole.
 */
export function writeArchive(out: string): ArchiveWriter {
  const partial = `${out}.partial`;
  const pack = tar.pack();
  // The fastest level: a data directory shrinks about 7 times at it, level 6 only 18% more for twice
  // the time, on the one core a nightly backup shares with the server.
  const gzip = createGzip({ level: 1 });
  const hash = hashing();
  const file = createWriteStream(partial, { mode: PRIVATE_FILE_MODE });
  const written = pipeline(pack, gzip, hash, file);
  // A failure surfaces through whichever entry is being written, and again at finish.
  written.catch(() => {});
  return {
    pack,
    add: (name, data) =>
      new Promise((resolve, reject) => {
        pack.entry({ name, mode: PRIVATE_FILE_MODE }, data, entryDone(resolve, reject));
      }),
    addDirectory: (name) =>
      new Promise((resolve, reject) => {
        pack.entry({ name, type: 'directory', mode: 0o700 }, entryDone(resolve, reject));
      }),
    async addStream(name, size, source, mode = PRIVATE_FILE_MODE) {
      const entry = pack.entry({ name, size, mode });
      const entryHash = hashing();
      await pipeline(source, entryHash, entry as unknown as Writable);
      return entryHash.digest();
    },
    async finish() {
      pack.finalize();
      await written;
      const sha256 = hash.digest();
      const handle = await open(partial, 'a');
      try {
        await handle.write(`${TRAILER_PREFIX}${sha256}\n`);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(partial, out);
      return { bytes: hash.bytes() + TRAILER_LENGTH, sha256 };
    },
    async abort() {
      pack.destroy();
      await written.catch(() => {});
      await rm(partial, { force: true });
    },
  };
}

export class BadBackup extends Error {}

/**
 * Checks the file's trailer against its bytes, reading it once; answers the length of the archive
 * before the trailer. Refuses a file that is not a backup, is cut short, or was changed.
 */
export async function verifyArchive(file: string): Promise<{ archiveBytes: number; sha256: string }> {
  const info = await stat(file).catch(() => {
    throw new BadBackup(`There is no backup file at ${file}.`);
  });
  if (info.size <= TRAILER_LENGTH)
    throw new BadBackup(`${file} is not a Sirkula backup (too short); restore refused.`);
  const archiveBytes = info.size - TRAILER_LENGTH;
  const handle = await open(file, 'r');
  let trailer: string;
  try {
    const buffer = Buffer.alloc(TRAILER_LENGTH);
    await handle.read(buffer, 0, TRAILER_LENGTH, archiveBytes);
    trailer = buffer.toString('latin1');
  } finally {
    await handle.close();
  }
  const expected = trailer.startsWith(TRAILER_PREFIX) ? trailer.slice(TRAILER_PREFIX.length, -1) : '';
  if (!/^[0-9a-f]{64}$/.test(expected) || !trailer.endsWith('\n'))
    throw new BadBackup(
      `${file} is not a Sirkula backup, or it is incomplete (no checksum at its end); restore refused.`,
    );
  const hash = hashing();
  await pipeline(createReadStream(file, { start: 0, end: archiveBytes - 1 }), hash, async (source) => {
    for await (const _ of source);
  });
  const actual = hash.digest();
  if (actual !== expected)
    throw new BadBackup(
      `${file} is damaged: its SHA-256 is ${actual}, the backup recorded ${expected}. Restore refused; use another copy.`,
    );
  return { archiveBytes, sha256: actual };
}

/** One entry as `readArchive` hands it over; its `stream` must be read to the end (or `drain`ed). */
export interface ArchiveEntry {
  name: string;
  type: tar.Header['type'];
  size: number;
  mode: number;
  stream: NodeJS.ReadableStream;
}

/** Reads the entries of a verified archive one after the other. */
export async function readArchive(
  file: string,
  archiveBytes: number,
  each: (entry: ArchiveEntry) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const reading = pipeline(
    createReadStream(file, { start: 0, end: archiveBytes - 1 }),
    createGunzip(),
    extract as unknown as Writable,
  );
  reading.catch(() => {});
  for await (const entry of extract) {
    const { name, type, size, mode } = entry.header;
    await each({ name, type, size, mode, stream: entry as unknown as NodeJS.ReadableStream });
    // Whatever the handler left unread is skipped.
    entry.resume();
  }
  await reading;
}

export async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/private-files.ts';

/** Where uploaded bytes live. Keys are ours (`companies/<id>/<uuid>.pdf`), never a user's file name. */
export interface FileStore {
  kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Rejects with `MissingObject` when nothing is stored under the key. */
  get(key: string): Promise<Readable>;
  /** Deleting a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  /**
   * One page of the keys under `prefix` that sort after `after` (bytewise, as S3 lists them), at most
   * `limit`, in order; a page shorter than `limit` is the last. The next page starts after its last key.
   */
  list(prefix: string, after: string, limit: number): Promise<StoredObject[]>;
}

/** An object as a listing shows it. */
export interface StoredObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** Bytewise order of keys (what S3 and PostgreSQL's "C" collation use), not the locale's. */
export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export class MissingObject extends Error {
  constructor(readonly key: string) {
    super(`No stored object under ${key}`);
  }
}

/**
 * Keys come from our own code, but a key is also a path on disk, so refuse anything that could climb
 * out of the store's folder (`..`, absolute paths, backslashes) rather than trust every caller.
 */
function checkKey(key: string): void {
  const segments = key.split('/');
  const safe =
    /^[A-Za-z0-9._/-]+$/.test(key) && segments.every((segment) => segment !== '' && !/^\.+$/.test(segment));
  if (!safe) throw new Error(`Unsafe storage key: ${key}`);
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** Files in a local folder: the embedded default (`<DATA_DIR>/files`). */
export function localFileStore(dir: string): FileStore {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    checkKey(key);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return path;
  };
  return {
    kind: 'local',
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE });
      // Written beside and renamed, so a crash mid-write never leaves half a file under the real key.
      const partial = join(dirname(path), `.${randomUUID()}.partial`);
      try {
        await writeFile(partial, data, { flag: 'wx', mode: PRIVATE_FILE_MODE });
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      // Opened before returning, so a missing file is reported here and not as a stream error mid-reply.
      const handle = await open(pathOf(key), 'r').catch((error: unknown) => {
        throw isMissing(error) ? new MissingObject(key) : error;
      });
      return handle.createReadStream();
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async list(prefix, after, limit) {
      const found: StoredObject[] = [];
      await walk(root, '', { prefix, after, limit }, found);
      return found;
    },
  };
}

interface Listing {
  prefix: string;
  after: string;
  limit: number;
}

/**
 * Walks a folder depth-first in key order, entering only the folders that can hold keys past `after`
 * and under `prefix`, so each page reads the folders along its path and not the whole tree. Names
 * starting with a dot are writes in progress (`put`'s partial files), never keys.
 */
async function walk(dir: string, keyPrefix: string, listing: Listing, found: StoredObject[]): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
    if (isMissing(error)) return [];
    throw error;
  });
  // A folder sorts as its name and a slash: `a/…` comes after `a.pdf` and before `a0.pdf`.
  const named = entries
    .filter((entry) => !entry.name.startsWith('.') && (entry.isDirectory() || entry.isFile()))
    .map((entry) => ({ entry, key: keyPrefix + entry.name + (entry.isDirectory() ? '/' : '') }))
    .sort((a, b) => compareKeys(a.key, b.key));
  for (const { entry, key } of named) {
    if (found.length >= listing.limit) return;
    // Past the prefix: nothing further in this folder can match.
    if (!key.startsWith(listing.prefix) && !listing.prefix.startsWith(key)) {
      if (compareKeys(key, listing.prefix) > 0) return;
      continue;
    }
    if (entry.isDirectory()) {
      // Enter when some key inside can sort after `after`: the folder comes after it, or holds it.
      if (compareKeys(key, listing.after) > 0 || listing.after.startsWith(key))
        await walk(join(dir, entry.name), key, listing, found);
    } else if (compareKeys(key, listing.after) > 0 && key.startsWith(listing.prefix)) {
      const info = await stat(join(dir, entry.name)).catch(() => undefined);
      if (info) found.push({ key, size: info.size, modifiedAt: info.mtime });
    }
  }
}

export interface S3Options {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, GCS interop, …); absent means AWS itself. */
  endpoint?: string | undefined;
  /** Absent means the SDK's own credential chain (environment, instance role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

/** Any S3-compatible object store. */
export function s3FileStore(options: S3Options): FileStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // Most self-hosted S3-compatible servers do not resolve bucket names as sub-domains.
    forcePathStyle: Boolean(options.endpoint),
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // The SDK's newer default checksums are not understood by every S3-compatible store; send them
    // only where the API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  return {
    kind: 's3',
    async put(key, data, contentType) {
      checkKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
        }),
      );
    },
    async get(key) {
      checkKey(key);
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key })).catch((error: unknown) => {
        throw error instanceof NoSuchKey ? new MissingObject(key) : error;
      });
      // In Node the SDK answers with the HTTP response itself, which is a Readable.
      if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a readable body`);
      return answer.Body;
    },
    async delete(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(prefix, after, limit) {
      // S3 answers at most 1,000 keys a request: follow its continuation token until the page is full.
      const found: StoredObject[] = [];
      let token: string | undefined;
      do {
        const answer = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: prefix || undefined,
            StartAfter: token ? undefined : after || undefined,
            ContinuationToken: token,
            MaxKeys: Math.min(1000, limit - found.length),
          }),
        );
        for (const object of answer.Contents ?? [])
          if (object.Key)
            found.push({
              key: object.Key,
              size: object.Size ?? 0,
              modifiedAt: object.LastModified ?? new Date(0),
            });
        token = answer.IsTruncated ? answer.NextContinuationToken : undefined;
      } while (token && found.length < limit);
      return found;
    },
  };
}

interface StorageConfig {
  dataDir: string;
  storage: { s3: S3Options | undefined };
}

/** S3 when the configuration names a bucket, otherwise the folder `<DATA_DIR>/files`. */
export function fileStoreFromConfig(config: StorageConfig): FileStore {
  return config.storage.s3 ? s3FileStore(config.storage.s3) : localFileStore(join(config.dataDir, 'files'));
}

import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
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
  };
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

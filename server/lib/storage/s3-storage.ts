import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  assertStorageKey,
  isStorageKey,
  type FileStorage,
  type PutOptions,
  type StoredFile,
  type StoredObject,
  StorageUnavailableError,
} from './file-storage.ts';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** Unset = AWS; set for MinIO, R2, Ceph, s3rver ... */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Unset = the AWS SDK's default credential chain (env, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/**
 * No answer at all (refused, reset, timed out) or a server-side error (5xx, SlowDown): the store is down,
 * not our request wrong. A 4xx such as AccessDenied is a configuration error and stays a 500.
 */
function isUnavailable(error: unknown): boolean {
  if (error instanceof S3ServiceException) return (error.$metadata.httpStatusCode ?? 500) >= 500;
  return true;
}

/** Runs one S3 call, turning "the store is down" into StorageUnavailableError (HTTP 503). */
async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isNotFound(error) || !isUnavailable(error)) throw error;
    throw new StorageUnavailableError(error);
  }
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Objects in an S3-compatible bucket. A PUT is atomic in S3: readers see the old object or the whole new one. */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where S3 requires them: many S3-compatible servers reject the newer default
    // (aws-chunked bodies with checksum trailers).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer fails the request within seconds (503) instead of holding it open.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000, throwOnRequestTimeout: true },
  });
  const { bucket } = options;

  return {
    driver: 's3',

    async put(key: string, body: Buffer | Readable, putOptions: PutOptions): Promise<void> {
      assertStorageKey(key);
      // A stream of unknown length would need a multipart upload; our objects are small (RESUME_MAX_BYTES),
      // so one bounded buffer is simpler and lets S3 check the length.
      const bytes =
        Buffer.isBuffer(body) || putOptions.contentLength !== undefined ? body : await readAll(body);
      const command = new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: bytes,
        ContentType: putOptions.contentType,
        ContentLength: Buffer.isBuffer(bytes) ? bytes.length : putOptions.contentLength,
      });
      await guarded(() => client.send(command));
    },

    async get(key: string): Promise<StoredFile | null> {
      assertStorageKey(key);
      try {
        const command = new GetObjectCommand({ Bucket: bucket, Key: key });
        const response = await guarded(() => client.send(command));
        if (!(response.Body instanceof Readable)) throw new Error('S3 returned a body that is not a stream');
        return { body: response.Body, size: response.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key: string): Promise<void> {
      assertStorageKey(key);
      const command = new DeleteObjectCommand({ Bucket: bucket, Key: key });
      await guarded(() => client.send(command));
    },

    async exists(key: string): Promise<boolean> {
      assertStorageKey(key);
      try {
        const command = new HeadObjectCommand({ Bucket: bucket, Key: key });
        await guarded(() => client.send(command));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async *list(): AsyncIterable<StoredObject> {
      let continuationToken: string | undefined;
      do {
        const command = new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: continuationToken });
        const page = await guarded(() => client.send(command));
        for (const object of page.Contents ?? []) {
          if (object.Key !== undefined && isStorageKey(object.Key)) {
            yield { key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date() };
          }
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },

    async removeUnfinishedWrites(): Promise<number> {
      // One PutObject per file (no multipart uploads): S3 keeps the whole object or nothing.
      return 0;
    },

    async close(): Promise<void> {
      client.destroy();
    },
  };
}

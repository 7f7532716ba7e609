import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3StorageOptions } from './s3-storage.ts';

type S3rverOptions = {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
};
type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };

// s3rver ships no types; this is the slice of its documented API the tests use.
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverInstance;

export type TestS3Server = {
  /** Options for createS3Storage pointing at this server. */
  storageOptions: S3StorageOptions;
  endpoint: string;
  bucket: string;
  directory: string;
  /** Takes the server down (connections refused), keeping its objects; `restart` brings it back on the same port. */
  stop(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A local S3 (s3rver) on 127.0.0.1 and a free port (or `port`), with one bucket, for tests and the local
 * cluster only: nothing leaves the machine. s3rver checks signatures against its fixed test credentials.
 */
export async function startTestS3Server(
  bucket = 'resumes',
  options: { port?: number } = {},
): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'sp-s3rver-'));
  const launch = async (port: number) => {
    const instance = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    return { instance, address: await instance.run() };
  };
  let { instance: server, address } = await launch(options.port ?? 0);
  let running = true;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    storageOptions: {
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    endpoint,
    bucket,
    directory,
    async stop() {
      if (!running) return;
      running = false;
      await server.close();
    },
    async restart() {
      if (running) return;
      ({ instance: server, address } = await launch(address.port));
      running = true;
    },
    async close() {
      if (running) await server.close();
      running = false;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

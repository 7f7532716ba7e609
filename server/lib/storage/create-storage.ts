import type { StorageConfig } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** The configured driver: the local directory by default, S3 when STORAGE_DRIVER / S3_BUCKET say so. */
export function createStorage(
  config: StorageConfig,
  options: { servedDirectories?: string[] } = {},
): FileStorage {
  if (config.driver === 's3') return createS3Storage(config);
  return createLocalStorage({ directory: config.directory, servedDirectories: options.servedDirectories });
}

import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../../server/config.ts';
import { BackupError } from '../../server/lib/backup/manifest.ts';

/**
 * The configuration the backup CLIs need, read from the same environment as the server. The auth secret
 * is never generated here (a placeholder stands in): only DATA_DIR/auth-secret itself is copied.
 */
export function loadBackupConfig(): Config & { authSecretFile: string | undefined } {
  let config: Config;
  try {
    config = loadConfig(process.env, { authSecret: 'not-used-by-backup-and-restore-0123456789' });
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  return {
    ...config,
    // AUTH_SECRET from the environment is the operator's to keep; a generated one lives in DATA_DIR.
    authSecretFile: process.env.AUTH_SECRET ? undefined : path.join(config.dataDir, 'auth-secret'),
  };
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Prints a BackupError's message (its problems included) and exits 1; rethrows anything else. */
export function exitOnBackupError(error: unknown): never {
  if (error instanceof BackupError) fail(error.message);
  throw error;
}

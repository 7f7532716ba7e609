import { spawn, type ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { PACKAGE_ROOT, type Database } from '../../db/client.ts';
import { rowsOf } from '../../server/modules/community/sql.ts';

/** The PostgreSQL URL of a test database made by createTestDatabase (TEST_DATABASE_URL with its name). */
export async function testDatabaseUrl(database: Database): Promise<string> {
  const [row] = rowsOf<{ name: string }>(await database.db.execute(sql`SELECT current_database() AS name`));
  const target = new URL(process.env.TEST_DATABASE_URL ?? '');
  target.pathname = `/${row!.name}`;
  return target.toString();
}

/**
 * Runs a TypeScript script of the repository as its own process, its output collected. `node --import
 * tsx`: one process, so a SIGKILL hits the script itself (the tsx wrapper would spawn a child).
 */
export function startScript(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: PACKAGE_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { child, output: () => text };
}

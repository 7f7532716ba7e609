import { spawn, type ChildProcess } from 'node:child_process';
import { PACKAGE_ROOT } from '../../db/client.ts';

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

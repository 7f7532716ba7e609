import { createServer } from 'node:net';

/** The preferred port when it is free, else any free one: several test runs may share a machine. */
export function freePort(preferred: number): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number | null>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        const chosen = typeof address === 'object' && address ? address.port : null;
        server.close(() => resolve(chosen));
      });
    });
  return tryListen(preferred).then(async (port) => port ?? (await tryListen(0)) ?? preferred);
}

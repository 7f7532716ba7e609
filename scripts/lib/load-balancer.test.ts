import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { startLoadBalancer, type LoadBalancer } from './load-balancer.ts';

type Seen = { method: string; url: string; forwardedFor: string | undefined; body: string };

/** A stand-in instance that records what reached it and answers with its own name. */
async function startUpstream(name: string) {
  const seen: Seen[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
        body,
      });
      if (request.url === '/events') {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write('data: first\n\n');
        return; // left open, as an event stream is
      }
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(name);
    });
  });
  const upgraded = new Set<Duplex>();
  server.on('upgrade', (_request, socket) => {
    upgraded.add(socket);
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: echo\r\nConnection: Upgrade\r\n\r\n');
    socket.on('data', (chunk: Buffer) => socket.write(`${name}:${chunk.toString()}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    name,
    port: (server.address() as AddressInfo).port,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        for (const socket of upgraded) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: taken, then released. */
async function deadPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function send(url: string, init: RequestInit = {}): Promise<{ status: number; text: string }> {
  const response = await fetch(url, init);
  return { status: response.status, text: await response.text() };
}

describe('load balancer', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function balance(ports: Array<{ name: string; port: number }>): Promise<LoadBalancer> {
    const lb = await startLoadBalancer({
      upstreams: ports.map((p) => ({ ...p, host: '127.0.0.1' })),
      port: 0,
    });
    cleanups.push(() => lb.close());
    return lb;
  }

  it('takes turns, and tells each instance the address it saw, not one the client claimed', async () => {
    const a = await startUpstream('a');
    const b = await startUpstream('b');
    cleanups.push(a.close, b.close);
    const lb = await balance([a, b]);
    const answers: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      answers.push((await send(`${lb.url}/x`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).text);
    }
    expect(answers.sort()).toEqual(['a', 'a', 'b', 'b']);
    for (const seen of [...a.seen, ...b.seen]) expect(seen.forwardedFor).toBe('127.0.0.1');
  });

  it('sends a write that could not reach a dead instance to the live one, once', async () => {
    const live = await startUpstream('live');
    cleanups.push(live.close);
    const lb = await balance([
      { name: 'dead', port: await deadPort() },
      { name: 'live', port: live.port },
    ]);
    for (let i = 0; i < 3; i += 1) {
      const answer = await send(`${lb.url}/write`, { method: 'POST', body: `body-${i}` });
      expect(answer).toEqual({ status: 200, text: 'live' });
    }
    expect(live.seen.map((seen) => seen.body)).toEqual(['body-0', 'body-1', 'body-2']);
    expect(lb.stats().find((s) => s.name === 'dead')).toMatchObject({ down: true });
  });

  it('answers 502 when no instance is up', async () => {
    const lb = await balance([{ name: 'dead', port: await deadPort() }]);
    expect((await send(`${lb.url}/x`)).status).toBe(502);
  });

  it('streams an event stream chunk by chunk, before the answer ends', async () => {
    const a = await startUpstream('a');
    cleanups.push(a.close);
    const lb = await balance([a]);
    const controller = new AbortController();
    const response = await fetch(`${lb.url}/events`, { signal: controller.signal });
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toBe('data: first\n\n');
    controller.abort();
  });

  it('passes a protocol upgrade through both ways', async () => {
    const a = await startUpstream('a');
    cleanups.push(a.close);
    const lb = await balance([a]);
    const echoed = await new Promise<string>((resolve, reject) => {
      const request = http.request(`${lb.url}/socket`, {
        headers: { connection: 'Upgrade', upgrade: 'echo' },
      });
      request.on('upgrade', (_response, socket) => {
        socket.once('data', (chunk: Buffer) => {
          resolve(chunk.toString());
          socket.destroy();
        });
        socket.write('hello');
      });
      request.on('error', reject);
      request.end();
    });
    expect(echoed).toBe('a:hello');
  });
});

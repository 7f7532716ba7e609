/**
 * The local cluster's load balancer (npm run cluster, decision 017): a small reverse proxy on node:http in
 * front of the app instances, doing what nginx would do there.
 *
 * - Round robin over the upstreams; one that refused a connection or broke one is left out for `downForMs`.
 * - It is the edge: X-Forwarded-For is set to the address it saw (never the client's own header, which a
 *   client could forge), X-Forwarded-Proto and X-Forwarded-Host to what the client used.
 * - Bodies stream both ways (uploads, server-sent events); WebSocket upgrades are passed through.
 * - A request is retried on the next upstream when it cannot have reached the first one (the connection
 *   was refused before any byte of it was sent), whatever its method; a GET, HEAD or OPTIONS also when the
 *   connection broke before an answer began. Anything else that breaks answers 502: a write that may or may
 *   not have happened is never sent twice.
 */
import http from 'node:http';
import net from 'node:net';

export type Upstream = { name: string; host: string; port: number };

export type UpstreamStats = { name: string; requests: number; failures: number; down: boolean };

export type LoadBalancer = {
  url: string;
  port: number;
  stats(): UpstreamStats[];
  close(): Promise<void>;
};

type UpstreamState = Upstream & { agent: http.Agent; downUntil: number; requests: number; failures: number };

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The request's headers for the upstream: hop-by-hop ones dropped, the X-Forwarded-* set by us. */
function forwardedHeaders(request: http.IncomingMessage, keepUpgrade = false): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  const named = new Set(
    (request.headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith('x-forwarded-') || name === 'forwarded') continue;
    if ((HOP_BY_HOP.has(name) || named.has(name)) && !(keepUpgrade && name === 'upgrade')) continue;
    headers[name] = value;
  }
  headers['x-forwarded-for'] = request.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = 'http';
  if (request.headers.host) headers['x-forwarded-host'] = request.headers.host;
  if (keepUpgrade) headers.connection = 'Upgrade';
  return headers;
}

function responseHeaders(response: http.IncomingMessage): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  return headers;
}

export async function startLoadBalancer(options: {
  upstreams: Upstream[];
  port: number;
  host?: string;
  /** How long an upstream that failed is left out of the rotation (default 2 s). */
  downForMs?: number;
  log?: (line: string) => void;
}): Promise<LoadBalancer> {
  const downForMs = options.downForMs ?? 2000;
  const host = options.host ?? '127.0.0.1';
  const upstreams: UpstreamState[] = options.upstreams.map((upstream) => ({
    ...upstream,
    // Idle connections are dropped before any server would close them (Node's default keep-alive is 5 s).
    agent: new http.Agent({ keepAlive: true, timeout: 4000, maxSockets: 256 }),
    downUntil: 0,
    requests: 0,
    failures: 0,
  }));
  let next = 0;

  /** The next upstream in turn that was not tried yet, preferring those not marked down. */
  const pick = (tried: Set<UpstreamState>): UpstreamState | undefined => {
    const now = Date.now();
    const order = upstreams.map((_, offset) => upstreams[(next + offset) % upstreams.length]!);
    next = (next + 1) % upstreams.length;
    const fresh = order.filter((upstream) => !tried.has(upstream));
    return fresh.find((upstream) => upstream.downUntil <= now) ?? fresh[0];
  };

  const markDown = (upstream: UpstreamState, error: Error) => {
    upstream.failures += 1;
    if (upstream.downUntil <= Date.now()) {
      options.log?.(`${upstream.name} failed (${error.message}); left out for ${downForMs} ms`);
    }
    upstream.downUntil = Date.now() + downForMs;
  };

  const fail = (response: http.ServerResponse, status: number, message: string) => {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify({ error: { code: 'bad_gateway', message } }));
  };

  const forward = (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    tried: Set<UpstreamState>,
  ): void => {
    const upstream = pick(tried);
    if (!upstream) {
      fail(response, 502, 'No app instance answered.');
      return;
    }
    tried.add(upstream);
    upstream.requests += 1;
    let bodySent = false;
    let answered = false;
    const proxied = http.request({
      host: upstream.host,
      port: upstream.port,
      method: request.method,
      path: request.url,
      headers: forwardedHeaders(request),
      agent: upstream.agent,
    });
    const sendBody = () => {
      if (bodySent) return;
      bodySent = true;
      if (request.readableEnded) proxied.end();
      else request.pipe(proxied);
    };
    proxied.on('socket', (socket) => {
      if (socket.connecting) socket.once('connect', sendBody);
      else sendBody();
    });
    proxied.on('response', (answer) => {
      answered = true;
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, responseHeaders(answer));
      // Server-sent events and other streams: every chunk goes out as it comes.
      response.flushHeaders();
      answer.pipe(response);
      answer.on('error', () => response.destroy());
    });
    proxied.on('error', (error) => {
      if (answered) {
        response.destroy();
        return;
      }
      if (response.destroyed) return;
      markDown(upstream, error);
      const neverReached = !bodySent;
      const safeToRepeat =
        IDEMPOTENT.has(request.method ?? '') && (request.readableEnded || !request.headers['content-length']);
      if ((neverReached || safeToRepeat) && tried.size < upstreams.length) {
        forward(request, response, tried);
      } else {
        fail(response, 502, `The app instance failed while answering (${error.message}).`);
      }
    });
    // The client left (closed an event stream, say): let the instance know at once.
    response.on('close', () => {
      if (!response.writableFinished) proxied.destroy();
    });
  };

  const server = http.createServer((request, response) => forward(request, response, new Set()));
  // Event streams stay open for as long as the client keeps them.
  server.requestTimeout = 0;
  server.keepAliveTimeout = 5000;

  // Upgraded connections leave the HTTP server's books: kept here, so close() ends them too.
  const tunnels = new Set<net.Socket>();
  server.on('upgrade', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const upstream = pick(new Set());
    if (!upstream) {
      client.destroy();
      return;
    }
    upstream.requests += 1;
    tunnels.add(client);
    client.on('close', () => tunnels.delete(client));
    const connection = net.connect(upstream.port, upstream.host, () => {
      const headers = forwardedHeaders(request, true);
      const lines = [`${request.method ?? 'GET'} ${request.url ?? '/'} HTTP/1.1`];
      for (const [name, value] of Object.entries(headers)) {
        for (const item of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${String(item)}`);
      }
      connection.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) connection.write(head);
      connection.pipe(client);
      client.pipe(connection);
    });
    connection.on('error', (error) => {
      markDown(upstream, error);
      client.destroy();
    });
    client.on('error', () => connection.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${host}:${port}`,
    port,
    stats: () =>
      upstreams.map((upstream) => ({
        name: upstream.name,
        requests: upstream.requests,
        failures: upstream.failures,
        down: upstream.downUntil > Date.now(),
      })),
    async close() {
      server.closeAllConnections();
      for (const tunnel of tunnels) tunnel.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const upstream of upstreams) upstream.agent.destroy();
    },
  };
}

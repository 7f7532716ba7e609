import { DEFAULT_PASSWORD, uniqueEmail, uniqueIp } from '../../server/modules/auth/test-helpers.ts';

/** What the cluster tests send: a method, a JSON body or form, a session cookie, the client's address. */
export type CallInit = { method?: string; body?: unknown; cookie?: string; ip?: string; form?: FormData };

export type Session = { email: string; cookie: string };

/**
 * fetch with the headers a browser on the public origin `origin` (the balancer's) sends; `ip` is the client
 * address an instance sees when called directly (TRUST_PROXY=true; the balancer sets its own).
 */
export function clusterCall(origin: string) {
  return (base: string, pathname: string, init: CallInit & { accept?: string } = {}): Promise<Response> => {
    const headers: Record<string, string> = { origin };
    if (init.cookie) headers.cookie = init.cookie;
    if (init.ip) headers['x-forwarded-for'] = init.ip;
    if (init.accept) headers.accept = init.accept;
    let body: BodyInit | undefined;
    if (init.form) body = init.form;
    else if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    return fetch(`${base}${pathname}`, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
  };
}

export function sessionCookie(response: Response): string {
  const cookies = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .filter((pair) => pair.startsWith('sp_'));
  if (cookies.length === 0) throw new Error(`no session cookies (status ${response.status})`);
  return cookies.join('; ');
}

/** Signs a new account up straight at `base` from a fresh address; throws unless it answered 201. */
export async function signUpAt(
  call: ReturnType<typeof clusterCall>,
  base: string,
  options: { ip?: string; label?: string } = {},
): Promise<Session> {
  const email = uniqueEmail(options.label ?? 'cluster');
  const response = await call(base, '/api/auth/signup', {
    method: 'POST',
    ip: options.ip ?? uniqueIp(),
    body: { email, password: DEFAULT_PASSWORD, full_name: 'Cluster User' },
  });
  if (response.status !== 201) throw new Error(`signup: ${response.status} ${await response.text()}`);
  return { email, cookie: sessionCookie(response) };
}

/** A post's live stream (SSE), open once its first bytes (the retry hint) arrived. */
export async function openLiveStream(
  base: string,
  postId: string,
): Promise<{ waitFor(text: string, withinMs: number): Promise<void>; close(): void }> {
  const controller = new AbortController();
  const stream = await fetch(`${base}/api/community/posts/${postId}/events`, {
    headers: { accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (stream.status !== 200 || !stream.body) throw new Error(`live stream: ${stream.status}`);
  const reader = stream.body.getReader();
  const decoder = new TextDecoder();
  let received = '';
  const readUntil = async (text: string) => {
    while (!received.includes(text)) received += decoder.decode((await reader.read()).value);
  };
  await readUntil('retry:');
  return {
    /** Reads until `text` arrives; gives up (closing the stream, so the read throws) after `withinMs`. */
    async waitFor(text, withinMs) {
      const timer = setTimeout(() => controller.abort(), withinMs);
      try {
        await readUntil(text);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => controller.abort(),
  };
}

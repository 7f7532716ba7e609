import http from 'node:http';
import { DEFAULT_PASSWORD, uniqueEmail, uniqueIp } from '../../server/modules/auth/test-helpers.ts';
import { buildMultipart } from '../../server/modules/resumes/test-helpers.ts';
import { sessionCookie } from './cluster-client.ts';

/** A signed-in user of a server process: its id and the cookie header a browser would send. */
export type FaultUser = { id: string; email: string; cookie: string };

/** fetch as a browser on the server's own origin (mutating routes refuse foreign origins). */
export function call(
  base: string,
  pathname: string,
  init: {
    method?: string;
    json?: unknown;
    cookie?: string;
    body?: BodyInit;
    headers?: Record<string, string>;
  } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin: base, 'x-forwarded-for': uniqueIp(), ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  let body = init.body;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  return fetch(`${base}${pathname}`, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
}

export async function signUp(base: string, label = 'fault'): Promise<FaultUser> {
  const email = uniqueEmail(label);
  const response = await call(base, '/api/auth/signup', {
    method: 'POST',
    json: { email, password: DEFAULT_PASSWORD, full_name: 'Fault Test' },
  });
  if (response.status !== 201) throw new Error(`signup: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  return { id: body.user.id, email, cookie: sessionCookie(response) };
}

/** A multipart/form-data body with `bytes` in the `file` field, as the resume page sends it. */
export function multipartResume(
  bytes: Buffer,
  fileName = 'resume.pdf',
): { body: Buffer; contentType: string } {
  return buildMultipart([{ name: 'file', fileName, contentType: 'application/pdf', data: bytes }]);
}

export async function uploadResume(base: string, user: FaultUser, bytes: Buffer): Promise<Response> {
  const { body, contentType } = multipartResume(bytes);
  return call(base, '/api/resume', {
    method: 'POST',
    cookie: user.cookie,
    body: new Uint8Array(body),
    headers: { 'content-type': contentType },
  });
}

/**
 * Starts an upload and sends only the first `fraction` of its body, holding the connection open: the
 * server is mid-body until the returned request is destroyed (or the server dies).
 */
export async function startHeldUpload(
  base: string,
  user: FaultUser,
  bytes: Buffer,
  fraction = 0.5,
): Promise<http.ClientRequest> {
  const { body, contentType } = multipartResume(bytes);
  const target = new URL('/api/resume', base);
  const request = http.request({
    host: target.hostname,
    port: target.port,
    path: target.pathname,
    method: 'POST',
    headers: {
      origin: base,
      cookie: user.cookie,
      'x-forwarded-for': uniqueIp(),
      'content-type': contentType,
      'content-length': String(body.length),
    },
  });
  request.on('error', () => undefined); // the server is killed under it
  const sent = Math.floor(body.length * fraction);
  await new Promise<void>((resolve, reject) =>
    request.write(body.subarray(0, sent), (error) => (error ? reject(error) : resolve())),
  );
  return request;
}

export async function downloadResume(base: string, user: FaultUser): Promise<Buffer | null> {
  const response = await call(base, '/api/resume/file', { cookie: user.cookie });
  if (response.status === 404) return null;
  if (response.status !== 200) throw new Error(`download: ${response.status} ${await response.text()}`);
  return Buffer.from(await response.arrayBuffer());
}

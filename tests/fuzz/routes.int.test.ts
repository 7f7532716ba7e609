import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { HTTPMethods, InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type AuthCookies } from '../../server/modules/auth/test-helpers.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { buildJob, createJobs } from '../factories/jobs.ts';
import {
  arbitraryFor,
  BAD_PARAMS,
  hostileValue,
  mutated,
  RAW_BODIES,
  RAW_QUERIES,
  toJsonSchema,
} from './arbitraries.ts';

/**
 * Every route of the route table (which is every operation of the OpenAPI document, and the hidden
 * routes besides) gets requests generated from its own zod schemas with fast-check, valid and hostile,
 * anonymously, signed in, as a moderator and with the ingestion key where the route takes it. Not one
 * may answer 5xx (decision 060). Seeded and bounded: the same requests every run.
 */

const API_KEY = 'test-ingest-key-0123456789';
const MODERATOR = 'fuzz-moderator@example.com';
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const FUZZED_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Identity = 'anonymous' | 'member' | 'moderator' | 'admin-key';
type Operation = { method: HTTPMethods; url: string; route: RouteOptions };
type Finding = {
  identity: Identity;
  method: string;
  url: string;
  body?: string;
  status: number;
  answer: string;
};

type Generated = {
  params: Record<string, string>;
  query: string;
  body?: { contentType: string; payload: string | Buffer };
};

function schemaPart(route: RouteOptions, part: 'params' | 'querystring' | 'body'): unknown {
  return (route.schema as Record<string, unknown> | undefined)?.[part];
}

function methodsOf(route: RouteOptions): HTTPMethods[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

function encodeQuery(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return '';
  const search = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) {
    for (const one of Array.isArray(item) ? item : [item]) {
      search.append(key, typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one));
    }
  }
  return search.toString();
}

/** encodeURIComponent, except that a lone surrogate goes as the bytes the URL parser would make of it. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

function paramNames(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
}

/** valid (from the schema), mutated (one hostile value inside a valid one) or raw (no schema describes it). */
function requestArbitrary(operation: Operation, knownIds: string[]): fc.Arbitrary<Generated> {
  const { route, url } = operation;
  const paramsSchema = schemaPart(route, 'params');
  const querySchema = schemaPart(route, 'querystring');
  const bodySchema = schemaPart(route, 'body');
  const names = paramNames(url);
  if (url.endsWith('*')) names.push('*');

  // Known ids make valid requests reach past the "not found" answers; the event stream would never end.
  const ids = url.endsWith('/events') ? [] : knownIds;
  const validParams = paramsSchema
    ? arbitraryFor(toJsonSchema(paramsSchema)).map((value) =>
        Object.fromEntries(
          Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, encodeSegment(String(v))]),
        ),
      )
    : fc.constant<Record<string, string>>({});
  const oneParam = fc.oneof(
    fc.constantFrom(...BAD_PARAMS),
    ...(ids.length > 0 ? [fc.constantFrom(...ids)] : []),
    hostileValue.map((value) =>
      encodeSegment(typeof value === 'string' ? value : (JSON.stringify(value) ?? '')),
    ),
  );
  const params: fc.Arbitrary<Record<string, string>> =
    names.length === 0
      ? fc.constant({})
      : fc.oneof(
          validParams,
          fc
            .tuple(...names.map(() => oneParam))
            .map((values) => Object.fromEntries(names.map((name, index) => [name, values[index] ?? '']))),
        );

  const validQuery = querySchema ? arbitraryFor(toJsonSchema(querySchema)) : fc.constant({});
  const query = fc.oneof(
    { weight: 3, arbitrary: validQuery.map(encodeQuery) },
    { weight: 3, arbitrary: mutated(validQuery).map(encodeQuery) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
  );

  if (!BODY_METHODS.has(operation.method)) return fc.record({ params, query });
  const validBody = bodySchema ? arbitraryFor(toJsonSchema(bodySchema)) : fc.constant(undefined);
  const json = (value: unknown) => ({
    contentType: 'application/json',
    payload: JSON.stringify(value) ?? 'null',
  });
  const body = fc.oneof(
    { weight: 3, arbitrary: validBody.map(json) },
    { weight: 3, arbitrary: mutated(validBody).map(json) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES) },
  );
  return fc.record({ params, query, body });
}

function concreteUrl(url: string, generated: Generated): string {
  const filled = url
    .replace(/:(\w+)/g, (_, name: string) => generated.params[name] ?? 'x')
    .replace('*', generated.params['*'] ?? 'x');
  return generated.query ? `${filled}?${generated.query}` : filled;
}

describe('fuzzing every route with schema-generated and hostile input', { timeout: 300_000 }, () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];
  const errorLog: string[] = [];
  const sessions = new Map<'member' | 'moderator', AuthCookies>();
  const knownIds: string[] = [];

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sp-fuzz-'));
    const sourcesFile = path.join(dir, 'sources.json');
    writeFileSync(sourcesFile, JSON.stringify({ boards: [] }));
    t = await buildTestApp({
      onRoute: (route) => routes.push(route),
      config: {
        ingest: { apiKey: API_KEY, schedule: undefined, sourcesFile },
        moderatorEmails: [MODERATOR],
      },
      logger: { level: 'error', stream: { write: (line: string) => void errorLog.push(line) } },
    });
    const [job] = await createJobs(t.database.db, [buildJob({ title: 'Fuzz Target Engineer' })]);
    const found = await t.app.inject({ method: 'GET', url: '/api/jobs?search=Fuzz%20Target' });
    const jobId = found.json<{ jobs?: { id: number }[] }>().jobs?.[0]?.id;
    if (job && jobId) knownIds.push(String(jobId));
    await signIn('member');
    await signIn('moderator');
    const member = sessions.get('member');
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/community/posts',
      cookies: member,
      payload: {
        title: 'A post the fuzzer may poke at',
        content: 'Some content long enough to be a post about the lottery and its timelines.',
        topic_category: 'h1b_lottery',
      },
    });
    const postId = post.json<{ post?: { id: string } }>().post?.id;
    if (postId) {
      knownIds.push(postId);
      const comment = await t.app.inject({
        method: 'POST',
        url: `/api/community/posts/${postId}/comments`,
        cookies: member,
        payload: { content: 'A comment to reply to.' },
      });
      const commentId = comment.json<{ comment?: { id: string } }>().comment?.id;
      if (commentId) knownIds.push(commentId);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signIn(who: 'member' | 'moderator'): Promise<void> {
    const user = await createUser(t.app, who === 'moderator' ? { email: MODERATOR } : {});
    sessions.set(who, user.cookies);
  }

  /** The fuzzer signs itself out, deletes its account, rotates its tokens: start each route signed in. */
  async function ensureSignedIn(who: 'member' | 'moderator'): Promise<void> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      cookies: sessions.get(who),
    });
    if (response.json<{ user: unknown }>().user) return;
    if (who === 'moderator') {
      // The moderator's address is fixed: sign in again, or sign up when the fuzzer deleted the account.
      const signin = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: MODERATOR, password: 'correct horse battery' },
      });
      if (signin.statusCode === 200) {
        sessions.set(who, {
          sp_at: signin.cookies.find((c) => c.name === 'sp_at')?.value ?? '',
          sp_rt: signin.cookies.find((c) => c.name === 'sp_rt')?.value ?? '',
        });
        return;
      }
    }
    await signIn(who);
  }

  function operations(): Operation[] {
    return routes.flatMap((route) =>
      methodsOf(route)
        .filter((method) => FUZZED_METHODS.has(method))
        .map((method) => ({ method, url: route.url, route })),
    );
  }

  it('covers every operation of the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const fuzzed = new Set(
      operations().map((op) => `${op.method} ${op.url.replace(/:(\w+)/g, '{$1}').replace('*', '{*}')}`),
    );
    const documented = Object.entries(document.paths).flatMap(([p, item]) =>
      Object.keys(item)
        .map((method) => method.toUpperCase())
        .filter((method) => FUZZED_METHODS.has(method))
        .map((method) => `${method} ${p}`),
    );
    expect(documented.length).toBeGreaterThan(50);
    expect(documented.filter((op) => !fuzzed.has(op))).toEqual([]);
  });

  it('answers every generated request below 500', async () => {
    const findings: Finding[] = [];
    let sent = 0;
    const statuses = new Map<number, number>();
    const slowest: [string, number][] = [];
    const started = performance.now();
    for (const [index, operation] of operations().entries()) {
      const security = (operation.route.schema as { security?: Record<string, unknown>[] } | undefined)
        ?.security;
      const identities: Identity[] = ['anonymous', 'member'];
      if (operation.url.startsWith('/api/community')) identities.push('moderator');
      if (security?.some((s) => 'ingestKey' in s)) identities.push('admin-key');
      const samples = fc.sample(requestArbitrary(operation, knownIds), { seed: SEED + index, numRuns: RUNS });
      const opStarted = performance.now();
      for (const identity of identities) {
        if (identity === 'member' || identity === 'moderator') await ensureSignedIn(identity);
        for (const generated of samples) {
          const url = concreteUrl(operation.url, generated);
          const request: InjectOptions = {
            method: operation.method,
            url,
            headers: { origin: new URL(t.config.publicUrl).origin },
            remoteAddress: `10.9.${index % 250}.${sent % 250}`,
          };
          if (identity === 'member' || identity === 'moderator') request.cookies = sessions.get(identity);
          if (identity === 'admin-key') request.headers = { ...request.headers, apikey: API_KEY };
          if (generated.body) {
            request.headers = { ...request.headers, 'content-type': generated.body.contentType };
            request.payload = generated.body.payload;
          }
          const response = await t.app.inject(request);
          sent += 1;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500) {
            const payload = generated.body?.payload;
            findings.push({
              identity,
              method: operation.method,
              url: url.slice(0, 300),
              body: payload === undefined ? undefined : String(payload).slice(0, 300),
              status: response.statusCode,
              answer: response.body.slice(0, 300),
            });
          }
        }
      }
      slowest.push([`${operation.method} ${operation.url}`, Math.round(performance.now() - opStarted)]);
    }
    const seconds = (performance.now() - started) / 1000;
    if (process.env.FUZZ_VERBOSE) {
      console.info([...statuses].sort((a, b) => a[0] - b[0]));
      console.info(slowest.sort((a, b) => b[1] - a[1]).slice(0, 10));
    }
    console.info(`fuzz: ${sent} requests over ${operations().length} operations in ${seconds.toFixed(1)} s`);
    expect(findings).toEqual([]);
    expect(sent).toBeGreaterThan(operations().length * RUNS * 2);
  });

  it('logged no server error for any of it', () => {
    expect(
      errorLog.map(
        (line) => (JSON.parse(line) as { msg?: string; err?: { message?: string } }).err?.message ?? line,
      ),
    ).toEqual([]);
  });
});

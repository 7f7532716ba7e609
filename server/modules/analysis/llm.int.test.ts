import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeResume } from '../../../core/analysis/analyze.ts';
import { analyzeResumeResponseSchema, type Suggestions } from '../../../core/analysis/schema.ts';
import { jobs } from '../../../db/schema/index.ts';
import { buildJob, createJobs } from '../../../tests/factories/jobs.ts';
import { makeResumePdf, SAMPLE_RESUME_TEXT } from '../../../tests/fixtures/resume-files.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { createUser } from '../auth/test-helpers.ts';
import { postResume } from '../resumes/test-helpers.ts';

type Mode =
  'reword' | 'invent_employer' | 'invent_number' | 'rate_limited' | 'slow' | 'not_json' | 'wrong_shape';

/** A fake OpenAI-compatible chat-completions server on loopback; `mode` decides its answer. */
function startFakeLlm(): Promise<{
  server: Server;
  url: string;
  state: { mode: Mode; requests: { auth?: string; body: unknown }[] };
}> {
  const state: { mode: Mode; requests: { auth?: string; body: unknown }[] } = {
    mode: 'reword',
    requests: [],
  };
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      model: string;
      messages: { role: string; content: string }[];
    };
  };
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      state.requests.push({ auth: request.headers.authorization, body });
      const input = JSON.parse(body.messages[1]?.content ?? '{}') as { suggestions: Suggestions };
      const reworded: Suggestions = {
        ...input.suggestions,
        summary_suggestion: {
          suggested_summary: 'Senior Software Engineer building payment platforms in Go and PostgreSQL.',
          reason: 'Reworded to lead with the payments work your resume shows.',
        },
      };
      const reply = (content: string) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: 'x',
            object: 'chat.completion',
            choices: [{ index: 0, message: { role: 'assistant', content } }],
          }),
        );
      };
      switch (state.mode) {
        case 'reword':
          return reply(JSON.stringify(reworded));
        case 'invent_employer':
          return reply(
            JSON.stringify({
              ...reworded,
              summary_suggestion: {
                suggested_summary: 'Senior engineer who scaled payments at Stripe.',
                reason: 'x',
              },
            }),
          );
        case 'invent_number':
          return reply(
            JSON.stringify({
              ...reworded,
              resume_improvement_suggestions: ['Say you cut costs by 87% across the platform.'],
            }),
          );
        case 'rate_limited':
          response.writeHead(429, { 'content-type': 'application/json' });
          return response.end(JSON.stringify({ error: { message: 'Rate limit reached' } }));
        case 'slow':
          return setTimeout(() => reply(JSON.stringify(reworded)), 3000);
        case 'not_json':
          return reply('Here are better suggestions: be more specific!');
        case 'wrong_shape':
          return reply(JSON.stringify({ suggestions: ['be specific'] }));
      }
    })();
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/v1`, state });
    });
  });
}

const JOB_DESCRIPTION = `Requirements
- 5+ years building backend services in Go and PostgreSQL
- Kafka and Kubernetes on AWS
Nice to have: Rust`;

describe('optional LLM suggestions (fake OpenAI-compatible server on loopback)', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeLlm>>;
  let jobId: number;

  beforeAll(async () => {
    fake = await startFakeLlm();
    t = await buildTestApp({
      config: { ai: { baseUrl: fake.url, apiKey: 'test-key', model: 'fake-model', timeoutMs: 1000 } },
    });
    const externalId = `llm-${process.pid}-${Date.now()}`;
    await createJobs(t.database.db, [
      buildJob({ jobId: externalId, title: 'Senior Backend Engineer', descriptionText: JOB_DESCRIPTION }),
    ]);
    const [row] = await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.jobId, externalId));
    jobId = row?.id ?? 0;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  async function analyzeAs(mode: Mode) {
    fake.state.mode = mode;
    const user = await createUser(t.app);
    expect(
      (await postResume(t.app, { cookies: user.cookies, fileName: 'r.pdf', data: await makeResumePdf() }))
        .statusCode,
    ).toBe(201);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/functions/analyze-resume',
      cookies: user.cookies,
      payload: { job_id: jobId, resume_text: SAMPLE_RESUME_TEXT },
    });
    expect(response.statusCode).toBe(200);
    return analyzeResumeResponseSchema.parse(response.json()).analysis;
  }

  function localResult() {
    return analyzeResume({
      jobTitle: 'Senior Backend Engineer',
      jobDescription: JOB_DESCRIPTION,
      resumeText: SAMPLE_RESUME_TEXT,
      today: new Date().toISOString().slice(0, 10),
    });
  }

  it('uses reworded suggestions that pass the validator, and never lets the LLM touch the score', async () => {
    const analysis = await analyzeAs('reword');
    const local = localResult();
    expect(analysis.evidence.suggestions_source).toBe('llm');
    expect(analysis.summary_suggestion.suggested_summary).toBe(
      'Senior Software Engineer building payment platforms in Go and PostgreSQL.',
    );
    expect(analysis.match_score).toBe(local.match_score);
    expect(analysis.match_breakdown).toEqual(local.match_breakdown);
    expect(analysis.evidence.points).toEqual(local.evidence.points);

    const request = fake.state.requests.at(-1);
    expect(request?.auth).toBe('Bearer test-key');
    expect(request?.body).toMatchObject({ model: 'fake-model', response_format: { type: 'json_object' } });
  });

  it.each([
    ['an invented employer', 'invent_employer'],
    ['an invented number', 'invent_number'],
    ['a 429 from the provider', 'rate_limited'],
    ['a timeout', 'slow'],
    ['an answer that is not JSON', 'not_json'],
    ['JSON of the wrong shape', 'wrong_shape'],
  ] as const)('falls back to the local suggestions on %s', async (_, mode) => {
    const analysis = await analyzeAs(mode);
    const local = localResult();
    expect(analysis.evidence.suggestions_source).toBe('local');
    expect(analysis.summary_suggestion).toEqual(local.summary_suggestion);
    expect(analysis.resume_improvement_suggestions).toEqual(local.resume_improvement_suggestions);
    expect(analysis.match_score).toBe(local.match_score);
  });
});

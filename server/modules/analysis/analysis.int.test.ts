import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeResumeResponseSchema } from '../../../core/analysis/schema.ts';
import { errorBodySchema } from '../../../core/errors.ts';
import { jobs, resumeAnalyses } from '../../../db/schema/index.ts';
import { buildJob, createJobs } from '../../../tests/factories/jobs.ts';
import {
  makeResumeDoc,
  makeResumeDocx,
  makeResumePdf,
  makeScannedPdf,
  SAMPLE_RESUME_LINES,
} from '../../../tests/fixtures/resume-files.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { createUser, type AuthCookies } from '../auth/test-helpers.ts';
import { postResume } from '../resumes/test-helpers.ts';
import { ANALYSIS_RATE_LIMITS } from './rate-limits.ts';

const JOB_DESCRIPTION = `Northwind is hiring a Senior Backend Engineer for our payments platform.

Requirements
- 5+ years of backend development experience
- Strong Go, PostgreSQL and Kafka skills
- Experience running services on AWS with Terraform and Kubernetes

Nice to have
- Rust is a plus
- Snowflake

Bachelor's degree in Computer Science or a related field.`;

const URL = '/api/functions/analyze-resume';

describe('POST /api/functions/analyze-resume', () => {
  let t: TestApp;
  let jobId: number;
  let emptyJobId: number;

  async function jobIdOf(externalId: string): Promise<number> {
    const [row] = await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.jobId, externalId));
    if (!row) throw new Error(`job ${externalId} not stored`);
    return row.id;
  }

  async function userWithResume(file?: {
    name: string;
    data: Buffer;
  }): Promise<{ id: string; cookies: AuthCookies }> {
    const user = await createUser(t.app);
    const upload = await postResume(t.app, {
      cookies: user.cookies,
      fileName: file?.name ?? 'resume.pdf',
      data: file?.data ?? (await makeResumePdf()),
    });
    expect(upload.statusCode).toBe(201);
    return user;
  }

  function analyze(
    cookies: AuthCookies | undefined,
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    return t.app.inject({ method: 'POST', url: URL, cookies, payload, headers });
  }

  async function storedRowsOf(userId: string) {
    return t.database.db.select().from(resumeAnalyses).where(eq(resumeAnalyses.userId, userId));
  }

  beforeAll(async () => {
    t = await buildTestApp();
    const suffix = `${process.pid}-${Date.now()}`;
    await createJobs(t.database.db, [
      buildJob({
        jobId: `analysis-${suffix}`,
        title: 'Senior Backend Engineer',
        descriptionText: JOB_DESCRIPTION,
      }),
      buildJob({
        jobId: `analysis-empty-${suffix}`,
        title: 'Mystery Role',
        descriptionText: 'NO DESCRIPTION',
      }),
    ]);
    jobId = await jobIdOf(`analysis-${suffix}`);
    emptyJobId = await jobIdOf(`analysis-empty-${suffix}`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses signed-out callers with 401', async () => {
    const response = await analyze(undefined, { job_id: jobId });
    expect(response.statusCode).toBe(401);
    expect(errorBodySchema.safeParse(response.json()).success).toBe(true);
  });

  it("refuses a signed-in user without a resume, with SPEC's message", async () => {
    const user = await createUser(t.app);
    const response = await analyze(user.cookies, { job_id: jobId });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'resume_required', message: 'Please upload your resume first to use this feature.' },
    });
  });

  it('refuses a cookie-authenticated call from another site', async () => {
    const user = await userWithResume();
    const response = await analyze(user.cookies, { job_id: jobId }, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(await storedRowsOf(user.id)).toHaveLength(0);
  });

  it('analyzes the stored PDF resume against the job read from the database, and keeps the result', async () => {
    const user = await userWithResume();
    const response = await analyze(user.cookies, { job_id: jobId });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { analysis } = analyzeResumeResponseSchema.parse(response.json());
    expect(analysis.match_score).toBeGreaterThanOrEqual(65);
    expect(analysis.evidence.points.reduce((sum, point) => sum + point.points, 0)).toBe(analysis.match_score);
    expect(analysis.match_breakdown.skills.matched).toEqual(
      expect.arrayContaining(['Go', 'PostgreSQL', 'Apache Kafka']),
    );
    expect(analysis.match_breakdown.skills.missing).toContain('Rust');
    expect(analysis.evidence.skills.find((skill) => skill.name === 'Go')?.job_sentence).toBe(
      'Strong Go, PostgreSQL and Kafka skills',
    );

    const rows = await storedRowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.jobId).toBe(jobId);

    // Opening it again gives the same answer, byte for byte, from the stored row.
    const again = await analyze(user.cookies, { job_id: jobId });
    expect(again.body).toBe(response.body);
    expect(await storedRowsOf(user.id)).toHaveLength(1);
  });

  it.each([
    ['resume.docx', () => makeResumeDocx()],
    ['resume.doc', () => makeResumeDoc()],
  ])('analyzes a %s resume too', async (name, make) => {
    const user = await userWithResume({ name, data: make() });
    const response = await analyze(user.cookies, { job_id: jobId });
    expect(response.statusCode).toBe(200);
    const { analysis } = analyzeResumeResponseSchema.parse(response.json());
    expect(analysis.match_breakdown.skills.matched).toContain('Go');
  });

  it('uses the texts from the body when given, and keys the stored result by them', async () => {
    const user = await userWithResume();
    const first = analyzeResumeResponseSchema.parse(
      (await analyze(user.cookies, { job_id: jobId })).json(),
    ).analysis;
    const custom = await analyze(user.cookies, {
      job_id: jobId,
      job_title: 'Registered Nurse',
      job_description:
        'Requirements\n- Active RN license and BLS certification\n- Epic EHR charting on a busy med-surg unit',
      text_quality: 'good',
    });
    expect(custom.statusCode).toBe(200);
    const second = analyzeResumeResponseSchema.parse(custom.json()).analysis;
    expect(second.match_breakdown.skills.missing).toEqual(
      expect.arrayContaining(['Registered Nurse', 'BLS']),
    );
    expect(second.match_score).toBeLessThan(first.match_score);
  });

  it('answers 404 for an unknown job and 422 for a job without a description', async () => {
    const user = await userWithResume();
    const missing = await analyze(user.cookies, { job_id: 987654321 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: { code: 'not_found', message: 'Could not fetch job description for analysis.' },
    });
    const empty = await analyze(user.cookies, { job_id: emptyJobId });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.code).toBe('analysis_not_available');
  });

  it('refuses bad bodies with 400 and stores nothing', async () => {
    const user = await userWithResume();
    for (const payload of [
      {},
      { job_id: -1 },
      { job_id: 'abc' },
      { job_id: jobId, text_quality: 'excellent' },
      { job_id: jobId, resume_text: 'x'.repeat(60_001) },
    ]) {
      const response = await analyze(user.cookies, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json().error.code).toBe('validation_error');
    }
    expect(await storedRowsOf(user.id)).toHaveLength(0);
  });

  it('gives a clear error and no score when too little text could be extracted (scanned PDF)', async () => {
    const user = await userWithResume({ name: 'scan.pdf', data: await makeScannedPdf() });
    const response = await analyze(user.cookies, { job_id: jobId });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.error.code).toBe('resume_text_too_short');
    // The client maps messages with 'extract' to SPEC's 'Document Processing Error' toast.
    expect(body.error.message).toMatch(/extract/);
    expect(await storedRowsOf(user.id)).toHaveLength(0);
  });

  it('still analyzes poor or fallback text and says so', async () => {
    const user = await userWithResume();
    for (const quality of ['poor', 'server_fallback'] as const) {
      const response = await analyze(user.cookies, { job_id: jobId, text_quality: quality });
      expect(response.statusCode).toBe(200);
      expect(analyzeResumeResponseSchema.parse(response.json()).analysis.evidence.text.quality).toBe(quality);
    }
  });

  it("never serves one user's analysis to another", async () => {
    const owner = await userWithResume();
    await analyze(owner.cookies, { job_id: jobId });
    const other = await userWithResume({
      name: 'other.pdf',
      data: await makeResumePdf([
        'ALEX NURSE',
        'Registered Nurse',
        'EXPERIENCE',
        'Staff Nurse, City Hospital (Jan 2018 - Present)',
        '- Cared for patients on a busy med-surg unit, charting in Epic and giving medications safely.',
        '- Precepted new graduate nurses and led infection control audits on the unit every quarter.',
        'EDUCATION',
        'Bachelor of Science in Nursing, State University (2017)',
        'LICENSES',
        'RN license, BLS, ACLS',
      ]),
    });
    const response = await analyze(other.cookies, { job_id: jobId });
    expect(response.statusCode).toBe(200);
    const analysis = analyzeResumeResponseSchema.parse(response.json()).analysis;
    expect(analysis.match_score).toBeLessThan(40);
    expect(JSON.stringify(analysis)).not.toContain('Northwind Payments');
    expect(await storedRowsOf(other.id)).toHaveLength(1);
    expect(await storedRowsOf(owner.id)).toHaveLength(1);
  });

  it('removes stored analyses when the resume is replaced or deleted', async () => {
    const user = await userWithResume();
    await analyze(user.cookies, { job_id: jobId });
    expect(await storedRowsOf(user.id)).toHaveLength(1);
    const replaced = await postResume(t.app, {
      cookies: user.cookies,
      fileName: 'new.pdf',
      data: await makeResumePdf(SAMPLE_RESUME_LINES.slice(0, 40)),
    });
    expect(replaced.statusCode).toBe(201);
    expect(await storedRowsOf(user.id)).toHaveLength(0);
    await analyze(user.cookies, { job_id: jobId });
    expect(await storedRowsOf(user.id)).toHaveLength(1);
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/resume', cookies: user.cookies });
    expect(deleted.statusCode).toBe(200);
    expect(await storedRowsOf(user.id)).toHaveLength(0);
  });

  it('limits each user, answering 429 with Retry-After and a message the client maps to its toast', async () => {
    const user = await userWithResume();
    const limit = ANALYSIS_RATE_LIMITS.perUserMinute.limit;
    for (let call = 0; call < limit; call += 1) {
      expect((await analyze(user.cookies, { job_id: jobId })).statusCode).toBe(200);
    }
    const limited = await analyze(user.cookies, { job_id: jobId });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.message).toMatch(/Too Many Requests/);
    // Another user is not affected.
    const other = await userWithResume();
    expect((await analyze(other.cookies, { job_id: jobId })).statusCode).toBe(200);
  });
});

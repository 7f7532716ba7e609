import { afterAll, describe, expect, it } from 'vitest';
import { makeResumeDocx, makeResumePdf, makeZipBombDocx } from '../../../../tests/fixtures/resume-files.ts';
import { createResumeTextExtractor } from './bounded-extractor.ts';
import { ExtractionRefusedError } from './text-extractor.ts';

async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof ExtractionRefusedError) return error.reason;
    throw error;
  }
  return 'not refused';
}

describe('bounded resume text extraction (worker threads)', { timeout: 30_000 }, () => {
  const extractors: ReturnType<typeof createResumeTextExtractor>[] = [];
  function make(options: Parameters<typeof createResumeTextExtractor>[0] = {}) {
    const extractor = createResumeTextExtractor(options);
    extractors.push(extractor);
    return extractor;
  }
  afterAll(async () => {
    for (const extractor of extractors) await extractor.close?.();
  });

  it('terminates a worker that passes the time limit: the work stops and the slot is free again', async () => {
    const extractor = make({ timeoutMs: 1 });
    const started = performance.now();
    expect(await refusal(extractor.extract({ bytes: await makeResumePdf(), extension: 'pdf' }))).toBe(
      'timeout',
    );
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(extractor.running()).toBe(0);
  });

  it('refuses a document when the worker runs out of its heap', async () => {
    const extractor = make({ resourceLimits: { maxOldGenerationSizeMb: 2, maxYoungGenerationSizeMb: 1 } });
    expect(await refusal(extractor.extract({ bytes: makeResumeDocx(), extension: 'docx' }))).toBe(
      'out_of_memory',
    );
    expect(extractor.running()).toBe(0);
  });

  it('refuses a .docx whose directory declares too much before starting any worker', async () => {
    const extractor = make();
    const started = performance.now();
    expect(
      await refusal(extractor.extract({ bytes: makeZipBombDocx({ inflatedMiB: 100 }), extension: 'docx' })),
    ).toBe('inflated_too_large');
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('inflates for real when the directory lies, and stops at the cap', async () => {
    const extractor = make({ maxInflatedBytes: 8 * 1024 * 1024 });
    const lying = makeZipBombDocx({ inflatedMiB: 100, declaredInflatedBytes: 1000 });
    expect(await refusal(extractor.extract({ bytes: lying, extension: 'docx' }))).toBe('inflated_too_large');
    const fits = makeZipBombDocx({ inflatedMiB: 2, declaredInflatedBytes: 1000 });
    expect((await extractor.extract({ bytes: fits, extension: 'docx' })).text?.length).toBeGreaterThan(1000);
  });

  it('runs at most `concurrency` at once, queues up to `maxQueued`, and refuses the rest as busy', async () => {
    const extractor = make({ concurrency: 1, maxQueued: 1 });
    const bytes = makeResumeDocx();
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => extractor.extract({ bytes, extension: 'docx' })),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const third = results[2];
    expect(third?.status === 'rejected' && (third.reason as ExtractionRefusedError).reason).toBe('busy');
    expect(extractor.running()).toBe(0);
  });
});

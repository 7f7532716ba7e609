import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { jobs } from '../../../db/schema/index.ts';
import { DemoJobGenerator } from '../jobs/demo/generator.ts';
import type { JobInput } from '../jobs/normalize.ts';
import { refreshSearchLexicon, upsertJobs } from '../jobs/repository.ts';

let counter = 0;

/** Inserts jobs built from demo jobs with the given fields; returns their ids in order. */
export async function insertJobs(
  db: DbOrTx,
  overrides: Partial<JobInput>[],
  options: { refreshLexicon?: boolean } = {},
): Promise<number[]> {
  const generator = new DemoJobGenerator(99, new Date());
  const inputs = overrides.map((fields) => {
    counter += 1;
    const base = generator.job(counter);
    const title = fields.title ?? base.title;
    return {
      ...base,
      jobId: `personal-test-${process.pid}-${counter}`,
      source: 'test',
      postedAt: new Date(),
      expiresAt: null,
      ...fields,
      title,
      organizationSlug:
        fields.organizationSlug ??
        (fields.organization ?? base.organization).toLowerCase().replace(/\W+/g, '-'),
      location:
        fields.location ?? [fields.city ?? base.city, fields.state ?? base.state].filter(Boolean).join(', '),
    };
  });
  await upsertJobs(db, inputs);
  if (options.refreshLexicon !== false) await refreshSearchLexicon(db);
  const found = await db
    .select({ id: jobs.id, jobId: jobs.jobId })
    .from(jobs)
    .where(
      inArray(
        jobs.jobId,
        inputs.map((input) => input.jobId),
      ),
    );
  const byJobId = new Map(found.map((row) => [row.jobId, row.id]));
  return inputs.map((input) => byJobId.get(input.jobId) as number);
}

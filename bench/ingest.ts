/**
 * `npm run bench:ingest`: enrichment + upsert throughput of the ingestion pipeline on PostgreSQL
 * (BENCH_DATABASE_URL, default an `sp_bench_ingest` database on the local server). Generated postings in
 * Greenhouse's shape (HTML descriptions with pay, sponsorship and benefit sentences) go through the real
 * pipeline (enrich, dedupe, batch upsert, search-table triggers, expiry) with the network replaced by an
 * in-memory adapter. Three passes: first load (all new), rerun (all unchanged), and a pass where a tenth
 * changed. Target (issue 5): >= 2,000 jobs/s.
 *
 * Options: --jobs N (20000), --batch-size N (500), --boards N (10).
 */
import { parseArgs } from 'node:util';
import { ensurePgDatabase } from './lib/pg-database.ts';
import { createDatabase } from '../db/client.ts';
import { DemoJobGenerator } from '../server/modules/jobs/demo/generator.ts';
import type { JobInput } from '../server/modules/jobs/normalize.ts';
import { runIngest, type IngestSummary } from '../server/modules/ingest/pipeline.ts';
import type { SourceAdapter } from '../server/modules/ingest/sources/index.ts';
import type { BoardConfig, RawPosting } from '../server/modules/ingest/types.ts';
import type { HttpClient } from '../server/modules/ingest/http.ts';

const TARGET_JOBS_PER_SECOND = 2000;
const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '20000' },
    'batch-size': { type: 'string', default: '500' },
    boards: { type: 'string', default: '10' },
  },
});
const jobCount = Number(values.jobs);
const boardCount = Number(values.boards);
const batchSize = Number(values['batch-size']);

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Demo text as a board would send it: paragraphs and bullet lists in HTML. */
function toHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((line) => /^[-•*] /.test(line))) {
        return `<ul>${lines.map((line) => `<li>${escapeHtml(line.slice(2))}</li>`).join('')}</ul>`;
      }
      return `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`;
    })
    .join('\n');
}

function toPosting(job: JobInput, boardKey: string, salt: string): RawPosting {
  const pay =
    job.salaryMin && job.salaryMax
      ? `<p>The base salary range for this role is $${job.salaryMin.toLocaleString('en-US')} - $${job.salaryMax.toLocaleString('en-US')} per year.</p>`
      : '';
  return {
    source: 'greenhouse',
    boardKey,
    externalId: job.jobId,
    title: job.title,
    company: job.organization,
    url: job.url,
    descriptionHtml: toHtml(job.descriptionText) + pay + salt,
    location: job.location,
    postedAt: job.postedAt.toISOString(),
  };
}

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sp_bench_ingest';
await ensurePgDatabase(url, { fresh: true });
const database = await createDatabase({ driver: 'pg', url, poolSize: 4 });
await database.migrate();

const generator = new DemoJobGenerator(4242, new Date());
const boards: BoardConfig[] = Array.from({ length: boardCount }, (_, i) => ({
  source: 'greenhouse',
  board: `bench-${i}`,
  company: `Bench ${i}`,
}));
const perBoard = Math.ceil(jobCount / boardCount);
const demoJobs = Array.from({ length: jobCount }, (_, i) => generator.job(i));
let pass = 0;
const adapter: SourceAdapter = {
  name: 'greenhouse',
  defaultBaseUrl: 'memory:',
  async fetchBoard(board) {
    const index = Number(board.board.split('-')[1]);
    const slice = demoJobs.slice(index * perBoard, (index + 1) * perBoard);
    const postings = slice.map((job, j) =>
      toPosting(
        job,
        `greenhouse:${board.board}`,
        pass === 2 && j % 10 === 0 ? '<p>Updated posting.</p>' : '',
      ),
    );
    return { postings, complete: true };
  },
};
const noHttp = {} as HttpClient;

function report(label: string, summary: IngestSummary): number {
  const rate = summary.totals.fetched / (summary.duration_ms / 1000);
  const t = summary.totals;
  console.log(
    `${label.padEnd(22)} ${t.fetched.toLocaleString('en-US')} postings in ${(summary.duration_ms / 1000).toFixed(2)} s = ` +
      `${Math.round(rate).toLocaleString('en-US')} jobs/s (new ${t.new}, updated ${t.updated}, unchanged ${t.unchanged}, duplicates ${t.duplicates}, invalid ${t.invalid})`,
  );
  return rate;
}

try {
  console.log(
    `Ingestion benchmark on PostgreSQL: ${jobCount.toLocaleString('en-US')} postings over ${boardCount} boards, batches of ${batchSize}`,
  );
  const rates: number[] = [];
  for (const label of ['first load (new)', 'rerun (unchanged)', 'rerun (10% changed)']) {
    const summary = await runIngest({
      database,
      boards,
      http: noHttp,
      mode: 'full',
      batchSize,
      trigger: 'test',
      adapters: { greenhouse: adapter },
    });
    rates.push(report(label, summary));
    pass += 1;
  }
  const worst = Math.min(...rates);
  console.log(
    `\nSlowest pass ${Math.round(worst).toLocaleString('en-US')} jobs/s (target >= ${TARGET_JOBS_PER_SECOND.toLocaleString('en-US')}): ${worst >= TARGET_JOBS_PER_SECOND ? 'PASS' : 'FAIL'}`,
  );
} finally {
  await database.close();
}

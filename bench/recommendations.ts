/**
 * `npm run bench:recommendations`: loads 1,000,000 demo jobs into PostgreSQL (BENCH_RECO_DATABASE_URL,
 * default a `sp_reco_bench` database on the local server; kept between runs), makes simulated users with a
 * seeded generator — each has a field (software, data, healthcare, ...) and a place (a city and state),
 * searches 2-3 role names of the field (some with the state or city filter, as the SPEC filters record
 * them), and clicks a few of the results — then:
 *
 * - times `GET /api/recommendations`' work (recommendJobs: every SQL statement and the scoring, in process,
 *   without HTTP) for every user, several times: budget p95 <= 100 ms at a million jobs;
 * - judges quality offline: precision@10 = the share of a user's top 10 that are in the user's field (the
 *   job's role, level words removed, is one of the field's roles) and place (the user's state); goal >= 0.8;
 * - runs the popularity-only baseline in the same run (what a user without any activity gets: popular and
 *   fresh sponsoring jobs) on the same users, for both figures.
 *
 * Options: --seed N (default random, printed), --users N (200: with 40, precision moved by 0.05-0.1 from
 * one seed to the next), --repeat N (3), --jobs N (1000000). BENCH_RECO_VERBOSE=1 lists the users below 0.7.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { titleAsSearch } from '../core/related-searches.ts';
import { countJobs, deleteJobsBySource } from '../server/modules/jobs/repository.ts';
import { searchJobIds } from '../server/modules/jobs/search.ts';
import { FIELDS, LOCATIONS } from '../server/modules/jobs/demo/catalog.ts';
import { Random } from '../server/modules/jobs/demo/random.ts';
import { DEMO_SEED, seedDemoJobs } from '../server/modules/jobs/seed.ts';
import { recommendJobs } from '../server/modules/personalization/recommendations.ts';
import { insertInteraction } from '../server/modules/personalization/repository.ts';
import { recordSearch } from '../server/modules/personalization/service.ts';
import { ensurePgDatabase } from './lib/pg-database.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    users: { type: 'string', default: '200' },
    repeat: { type: 'string', default: '3' },
    jobs: { type: 'string', default: '1000000' },
  },
});
const SEED = values.seed ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
const USERS = Number(values.users);
const REPEAT = Math.max(1, Number(values.repeat));
const JOBS = Number(values.jobs);
const BUDGET_P95_MS = 100;
const GOAL_PRECISION = 0.8;
console.log(
  `Seed ${SEED} (repeat with --seed ${SEED}), ${USERS} simulated users, ${REPEAT} timed calls each`,
);

const silentLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
};
type Rows<T> = { rows: T[] };
async function execute<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await database.db.execute(query);
  return (result as Rows<T>).rows;
}
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function ensureJobs(database: Database): Promise<void> {
  await database.migrate();
  const existing = await countJobs(database.db);
  const [first] = await execute<{ n: number }>(
    database,
    sql`SELECT count(*)::int AS n FROM jobs WHERE source = 'demo' AND job_id = ${`demo-${DEMO_SEED}-0`}`,
  );
  if (existing === JOBS && Number(first?.n) === 1) {
    console.log(`PostgreSQL: ${JOBS.toLocaleString('en-US')} jobs already loaded`);
    return;
  }
  await deleteJobsBySource(database.db, 'demo');
  const started = performance.now();
  await seedDemoJobs({ db: database.db, count: JOBS, batchSize: 5000, concurrency: 2 });
  console.log(
    `PostgreSQL: loaded ${JOBS.toLocaleString('en-US')} jobs in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

/** The field a job belongs to: its title without level words is one of the field's role titles. */
const FIELD_OF_TITLE = new Map<string, string>();
// Keyed the way job titles are read below: 'Mobile Engineer (iOS)' and 'Research Associate' lose their
// parenthesis and level word there too ('Mobile Engineer', 'Research'), so they must match here as well.
for (const field of FIELDS)
  for (const title of field.titles) FIELD_OF_TITLE.set(titleAsSearch(title).toLowerCase(), field.key);
function fieldOf(title: string): string | null {
  const base = titleAsSearch(title.replace(/\s+Intern$/i, '')).toLowerCase();
  return FIELD_OF_TITLE.get(base) ?? null;
}

type SimUser = { id: string; field: string; city: string; state: string; searches: string[] };

/** Users with a field, a place, 2-3 searches of the field's roles (filters as typed), and clicks on results. */
async function simulateUsers(database: Database, random: Random): Promise<SimUser[]> {
  const { db } = database;
  await execute(database, sql`DELETE FROM users WHERE email LIKE 'reco-bench-%@example.invalid'`);
  const usStates = LOCATIONS.map(([city, state, weight]) => [[city, state], weight] as const);
  const made: SimUser[] = [];
  for (let n = 0; n < USERS; n += 1) {
    const field = random.pick(FIELDS);
    const [city, state] = random.weighted(usStates);
    const [row] = await db
      .insert(users)
      .values({
        email: `reco-bench-${SEED}-${n}@example.invalid`,
        passwordHash: '!bench',
        fullName: `Bench ${n}`,
      })
      .returning({ id: users.id });
    const id = (row as { id: string }).id;
    const searches = random.sample(field.titles, random.int(2, 3));
    for (const term of searches) {
      // As a user types them: mostly with the state, sometimes the city too, sometimes no place at all.
      const where = random.next();
      const filters = {
        city: where < 0.25 ? city : null,
        state: where < 0.85 ? state : null,
        workArrangement: null,
        employmentType: null,
      };
      await recordSearch({ db, userId: id, term, filters, log: silentLog });
      if (random.chance(0.7)) {
        const page = await searchJobIds(db, {
          search: term,
          city: filters.city ?? undefined,
          state: filters.state ?? undefined,
          hideNoSponsor: false,
          hasFilingRecord: false,
          page: 0,
          pageSize: 10,
        });
        for (const jobId of random.sample(page.ids, Math.min(page.ids.length, random.int(1, 3)))) {
          await insertInteraction(db, {
            userId: id,
            jobId,
            interactionType: random.chance(0.5) ? 'click' : 'view',
            searchTerm: term,
            cityFilter: filters.city,
            stateFilter: filters.state,
          });
        }
      }
    }
    made.push({ id, field: field.key, city, state, searches });
  }
  return made;
}

async function precisionAt10(database: Database, user: SimUser, jobIds: number[]): Promise<number | null> {
  const top = jobIds.slice(0, 10);
  if (top.length === 0) return null;
  const found = await execute<{ id: number; title: string; state: string | null }>(
    database,
    sql`SELECT id::int AS id, title, state FROM jobs WHERE id IN (${sql.join(
      top.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const good = found.filter((job) => fieldOf(job.title) === user.field && job.state === user.state).length;
  return good / top.length;
}

const url = process.env.BENCH_RECO_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sp_reco_bench';
await ensurePgDatabase(url);
const database = await createDatabase({ driver: 'pg', url, poolSize: 8 });
try {
  await ensureJobs(database);
  await execute(database, sql`ANALYZE user_search_history; ANALYZE user_job_interactions`).catch(
    () => undefined,
  );
  const random = new Random(SEED);
  const started = performance.now();
  const simulated = await simulateUsers(database, random);
  console.log(
    `simulated ${simulated.length} users in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // The baseline: a user without any activity (popular and fresh sponsoring jobs), the same for everyone.
  const [nobody] = await database.db
    .insert(users)
    .values({ email: `reco-bench-${SEED}-baseline@example.invalid`, passwordHash: '!bench' })
    .returning({ id: users.id });
  const baselineId = (nobody as { id: string }).id;

  const now = new Date();
  const ours: number[] = [];
  const baseline: number[] = [];
  const oursPrecision: number[] = [];
  const baselinePrecision: number[] = [];
  let emptyLists = 0;
  // Where the time goes: every step's durations over the timed calls of ours.
  const steps = new Map<string, number[]>();
  const onTiming = (step: string, ms: number) => steps.set(step, [...(steps.get(step) ?? []), ms]);
  // Warm-up: one call each, untimed (connections, plan caches, the lexicon's pages).
  for (const user of simulated.slice(0, 5))
    await recommendJobs({ db: database.db, userId: user.id, limit: 30, now, log: silentLog });
  for (const user of simulated) {
    let list: number[] = [];
    for (let r = 0; r < REPEAT; r += 1) {
      let t = performance.now();
      const result = await recommendJobs({
        db: database.db,
        userId: user.id,
        limit: 30,
        now,
        log: console,
        onTiming,
      });
      ours.push(performance.now() - t);
      list = result.jobs.map((job) => job.id);
      t = performance.now();
      const base = await recommendJobs({ db: database.db, userId: baselineId, limit: 30, now, log: console });
      baseline.push(performance.now() - t);
      if (r === 0) {
        const p = await precisionAt10(database, user, list);
        const b = await precisionAt10(
          database,
          user,
          base.jobs.map((job) => job.id),
        );
        if (process.env.BENCH_RECO_VERBOSE && (p ?? 0) < 0.7) {
          console.log(
            `\nlow precision ${p}: field ${user.field}, ${user.city}, ${user.state}; searched ${user.searches.map((s) => `'${s}'`).join(', ')}`,
          );
          for (const job of result.jobs.slice(0, 10))
            console.log(
              `  ${job.relevance_score.toFixed(1).padStart(5)}  ${job.title} (${job.location}): ${job.reasons.join('; ')}`,
            );
        }
        if (p === null) emptyLists += 1;
        oursPrecision.push(p ?? 0);
        baselinePrecision.push(b ?? 0);
        if (simulated.indexOf(user) < 3) {
          console.log(
            `\nuser ${simulated.indexOf(user)}: field ${user.field}, ${user.city}, ${user.state}; searched ${user.searches.map((s) => `'${s}'`).join(', ')}`,
          );
          for (const job of result.jobs.slice(0, 5))
            console.log(
              `  ${job.relevance_score.toFixed(1).padStart(5)}  ${job.title} — ${job.organization} (${job.location}): ${job.reasons.join('; ')}`,
            );
        }
      }
    }
  }
  ours.sort((a, b) => a - b);
  baseline.sort((a, b) => a - b);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const fmt = (xs: number[]) =>
    `p50 ${percentile(xs, 50).toFixed(1)} ms, p95 ${percentile(xs, 95).toFixed(1)} ms, p99 ${percentile(xs, 99).toFixed(1)} ms, max ${(xs.at(-1) ?? 0).toFixed(1)} ms`;
  console.log(
    `\nRecommendations over ${JOBS.toLocaleString('en-US')} jobs (in process: SQL + scoring, ${ours.length} calls)`,
  );
  console.log(`  ours (personal):            ${fmt(ours)}`);
  console.log(`  baseline (popularity only): ${fmt(baseline)}`);
  console.log('  steps of ours (signals run at once, so they overlap):');
  for (const [step, times] of steps) {
    times.sort((a, b) => a - b);
    console.log(`    ${step.padEnd(13)} ${times.length} runs, ${fmt(times)}`);
  }
  const precision = mean(oursPrecision);
  const basePrecision = mean(baselinePrecision);
  console.log(
    `\nprecision@10 (share of the top 10 in the user's field and state), ${simulated.length} users:`,
  );
  console.log(
    `  ours ${precision.toFixed(3)} (goal >= ${GOAL_PRECISION}); popularity-only baseline ${basePrecision.toFixed(3)}; ${emptyLists} empty lists`,
  );
  const p95 = percentile(ours, 95);
  const verdicts = [
    `p95 ${p95.toFixed(1)} ms (budget ${BUDGET_P95_MS}): ${p95 <= BUDGET_P95_MS ? 'PASS' : 'FAIL'}`,
    `precision@10 ${precision.toFixed(3)} vs baseline ${basePrecision.toFixed(3)} (goal ${GOAL_PRECISION}): ${precision >= GOAL_PRECISION ? 'PASS' : 'FAIL'}`,
  ];
  console.log(`\n${verdicts.join('\n')}`);
  process.exitCode = verdicts.every((v) => v.endsWith('PASS')) ? 0 : 1;
} finally {
  await database.close();
}

import type { Database } from '../db/client.ts';
import { ensureDemoCommunity } from './modules/community/demo/seed.ts';
import { ensureDemoJobs } from './modules/jobs/seed.ts';
import { ensureSponsorData } from './modules/sponsors/import/first-start.ts';
import { regroupMessage, regroupSponsors } from './modules/sponsors/import/regroup.ts';

/** Advisory-lock keys of the first start (next to INGEST_LOCK_KEY 7_202_611 and ALERTS_LOCK_KEY 7_202_612). */
export const FIRST_START_LOCK_KEY = 7_202_613;
export const SPONSOR_SAMPLES_LOCK_KEY = 7_202_614;

type Log = (message: string) => void;

/**
 * This process's load of the shipped H-1B samples, as /api/health reports it: 'off' until it starts (or when
 * SPONSOR_SAMPLES is off), 'loading' while it runs (pages answer; the sponsor figures are not all there
 * yet, and the load takes a core), 'done', 'elsewhere' when another instance holds the task, 'failed'.
 */
export type SponsorSamplesState = 'off' | 'loading' | 'done' | 'elsewhere' | 'failed';
let samplesState: SponsorSamplesState = 'off';
export const sponsorSamplesState = (): SponsorSamplesState => samplesState;

/**
 * Applies the migrations. Instances starting together on one PostgreSQL database take turns (an advisory
 * lock): the first migrates, the next finds nothing left to do (decision 017).
 */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.withAdvisoryLock(FIRST_START_LOCK_KEY, () => database.migrate());
}

/**
 * Loads the demo jobs and discussions into an empty database, under the same lock: of instances starting
 * together one seeds, the others wait and then find the data there, so nothing is seeded twice.
 */
export async function seedDemoData(options: { database: Database; log: Log }): Promise<void> {
  const { database, log } = options;
  await database.withAdvisoryLock(FIRST_START_LOCK_KEY, async () => {
    await ensureDemoJobs({ db: database.db, log });
    await ensureDemoCommunity({ db: database.db, log });
  });
}

/**
 * Imports the shipped H-1B samples into a database without sponsor data (ensureSponsorData), unless another
 * instance is doing it right now: then this one leaves it to that one and resolves false at once.
 */
export async function loadSponsorSamples(options: { database: Database; log: Log }): Promise<boolean> {
  samplesState = 'loading';
  try {
    const release = await options.database.tryAdvisoryLock(SPONSOR_SAMPLES_LOCK_KEY);
    if (!release) {
      options.log('Another instance is loading the shipped H-1B samples; this one leaves it to that one.');
      samplesState = 'elsewhere';
      return false;
    }
    try {
      await ensureSponsorData({ db: options.database.db, log: options.log });
      samplesState = 'done';
      return true;
    } finally {
      await release();
    }
  } catch (error) {
    samplesState = 'failed';
    throw error;
  }
}

/**
 * With SPONSOR_SAMPLES=off no samples load, but H-1B data someone imported is still regrouped when the alias
 * table changed since it was grouped (regroupSponsors), under the samples' try-lock: of instances starting
 * together, one does it.
 */
export async function regroupSponsorData(options: { database: Database; log: Log }): Promise<void> {
  const release = await options.database.tryAdvisoryLock(SPONSOR_SAMPLES_LOCK_KEY);
  if (!release) return;
  try {
    const report = await regroupSponsors(options.database.db);
    const message = report && regroupMessage(report);
    if (message) options.log(message);
  } finally {
    await release();
  }
}

import { hostname } from 'node:os';
import { Cron } from 'croner';
import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { scheduledRuns } from '../../db/schema/index.ts';

type Log = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
};

/** A timer may fire a little before its time; the occurrence is the latest one at most this far ahead. */
const EARLY_FIRE_TOLERANCE_MS = 500;
/** Claims older than this are deleted by later claims of the same job. */
const KEEP_CLAIMS_MS = 30 * 24 * 60 * 60 * 1000;

/** Names this process in scheduled_runs.claimed_by: host, process id and (when known) its port. */
export function instanceName(port?: number): string {
  return `${hostname()}:${process.pid}${port === undefined ? '' : `:${port}`}`;
}

/**
 * Claims one occurrence of a scheduled job: true for the one caller (of every instance on this database)
 * whose row lands, false for all the others. Instances fire their timers independently, milliseconds or
 * seconds apart; a lock held only while a run lasts would let a short run happen twice (the second
 * instance firing after the first finished), so the claim is keyed by the occurrence itself.
 */
export async function claimScheduledRun(
  db: DbOrTx,
  options: { job: string; scheduledFor: Date; claimedBy: string },
): Promise<boolean> {
  const claimed = await db
    .insert(scheduledRuns)
    .values({ job: options.job, scheduledFor: options.scheduledFor, claimedBy: options.claimedBy })
    .onConflictDoNothing()
    .returning({ job: scheduledRuns.job });
  if (claimed.length === 0) return false;
  await db
    .delete(scheduledRuns)
    .where(
      and(
        eq(scheduledRuns.job, options.job),
        lt(scheduledRuns.scheduledFor, new Date(options.scheduledFor.getTime() - KEEP_CLAIMS_MS)),
      ),
    );
  return true;
}

/** The occurrence of `job`'s pattern a timer firing at `firedAt` stands for. */
export function occurrenceOf(job: Cron, firedAt: Date): Date {
  const [occurrence] = job.previousRuns(1, new Date(firedAt.getTime() + EARLY_FIRE_TOLERANCE_MS));
  // A pattern always has a previous occurrence unless it starts in the future; then the firing time stands.
  return occurrence ?? new Date(Math.floor(firedAt.getTime() / 1000) * 1000);
}

export type Schedule = {
  /** Stops the timer and waits for a run in flight, so shutdown never closes the database under it. */
  stop(): Promise<void>;
  nextRun(): Date | null;
};

/**
 * A job run on a cron expression inside the server (INGEST_SCHEDULE, ALERTS_SCHEDULE). Every instance keeps
 * the timer; at each occurrence the one that claims it (claimScheduledRun) runs it, the others log that it
 * runs elsewhere. An occurrence whose claim cannot be written (database down) is skipped, never run twice.
 */
export function startSchedule(options: {
  /** The job's name in scheduled_runs and the logs ('ingest', 'alerts'). */
  job: string;
  cron: string;
  db: DbOrTx;
  /** This instance's name in scheduled_runs (default: host and process id). */
  claimedBy?: string;
  log: Log;
  /** One run; errors are the caller's to log (it knows which are worth a warning). */
  run(scheduledFor: Date): Promise<void>;
}): Schedule {
  const claimedBy = options.claimedBy ?? instanceName();
  let running: Promise<void> | null = null;
  const tick = async (self: Cron): Promise<void> => {
    const scheduledFor = occurrenceOf(self, new Date());
    let claimed: boolean;
    try {
      claimed = await claimScheduledRun(options.db, {
        job: options.job,
        scheduledFor,
        claimedBy,
      });
    } catch (error) {
      options.log.warn({ err: error, job: options.job }, 'scheduled run skipped: could not claim it');
      return;
    }
    if (!claimed) {
      options.log.info(
        { job: options.job, scheduledFor: scheduledFor.toISOString() },
        'scheduled run taken by another instance',
      );
      return;
    }
    options.log.info({ job: options.job, scheduledFor: scheduledFor.toISOString() }, 'scheduled run started');
    await options.run(scheduledFor);
  };
  const job = new Cron(options.cron, { protect: true, unref: true }, (self: Cron) => {
    running = tick(self).catch((error: unknown) => {
      options.log.warn({ err: error, job: options.job }, 'scheduled run failed');
    });
    return running;
  });
  return {
    async stop() {
      job.stop();
      await running;
    },
    nextRun() {
      return job.nextRun();
    },
  };
}

import { Cron } from 'croner';
import type { Database } from '../../../db/client.ts';
import type { Config } from '../../config.ts';
import { IngestBusyError } from './pipeline.ts';
import { ingestFromSourcesFile } from './service.ts';

type Log = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
};

/**
 * The daily ingestion inside the server (INGEST_SCHEDULE). Every instance keeps the timer; the advisory lock
 * taken by the run lets exactly one of them fetch, the others log that a run is under way and skip.
 */
export function startIngestSchedule(options: {
  cron: string;
  database: Database;
  config: Pick<Config, 'publicUrl' | 'ingest'>;
  log: Log;
}): { stop(): Promise<void>; nextRun(): Date | null } {
  let running: Promise<void> | null = null;
  const job = new Cron(options.cron, { protect: true, unref: true }, () => {
    running = ingestFromSourcesFile({
      database: options.database,
      config: options.config,
      mode: 'full',
      trigger: 'schedule',
    }).then(
      (summary) =>
        options.log.info({ totals: summary.totals, runId: summary.run_id }, 'scheduled ingestion finished'),
      (error: unknown) => {
        if (error instanceof IngestBusyError)
          options.log.info({}, 'scheduled ingestion skipped: another run holds the lock');
        else options.log.warn({ err: error }, 'scheduled ingestion failed');
      },
    );
    return running;
  });
  return {
    /** Stops the timer and waits for a run in flight, so shutdown never closes the database under it. */
    async stop() {
      job.stop();
      await running;
    },
    nextRun() {
      return job.nextRun();
    },
  };
}

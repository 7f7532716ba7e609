import type { Database } from '../../../db/client.ts';
import type { Config } from '../../config.ts';
import { startSchedule, type Schedule } from '../../lib/schedule.ts';
import { IngestBusyError } from './pipeline.ts';
import { ingestFromSourcesFile } from './service.ts';

type Log = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
};

/**
 * The daily ingestion inside the server (INGEST_SCHEDULE). Every instance keeps the timer; one claims each
 * occurrence (server/lib/schedule.ts) and fetches. The run still takes the ingestion lock, so a run started
 * by the CLI or the API meanwhile makes the scheduled one log that it skipped.
 */
export function startIngestSchedule(options: {
  cron: string;
  database: Database;
  config: Pick<Config, 'publicUrl' | 'ingest'>;
  log: Log;
  /** This instance's name in scheduled_runs (default: host and process id). */
  claimedBy?: string;
}): Schedule {
  return startSchedule({
    job: 'ingest',
    cron: options.cron,
    db: options.database.db,
    claimedBy: options.claimedBy,
    log: options.log,
    run: () =>
      ingestFromSourcesFile({
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
      ),
  });
}

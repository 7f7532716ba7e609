import type { Database } from '../../../db/client.ts';
import type { Config } from '../../config.ts';
import { notifyDataChanged } from '../../lib/data-versions.ts';
import { createHttpClient, type HttpClient } from './http.ts';
import { runIngestExclusive, type IngestMode, type IngestProgress, type IngestSummary } from './pipeline.ts';
import { loadSourcesFile } from './sources-file.ts';
import type { SourceName } from './types.ts';

export type IngestFromFileOptions = {
  database: Database;
  config: Pick<Config, 'publicUrl' | 'ingest'>;
  mode: IngestMode;
  trigger: 'cli' | 'api' | 'schedule' | 'test';
  batchSize?: number;
  /** Defaults to config.ingest.sourcesFile. */
  sourcesFile?: string;
  /** Only boards of this source / whose company contains this text (case-insensitive). */
  source?: SourceName;
  company?: string;
  http?: HttpClient;
  now?: () => Date;
  onProgress?: (event: IngestProgress) => void;
};

/** Reads the sources file, picks the boards asked for and runs one (exclusive) ingestion. */
export async function ingestFromSourcesFile(options: IngestFromFileOptions): Promise<IngestSummary> {
  const file = await loadSourcesFile(options.sourcesFile ?? options.config.ingest.sourcesFile);
  const company = options.company?.toLowerCase();
  const boards = file.boards.filter(
    (board) =>
      (!options.source || board.source === options.source) &&
      (!company || board.company.toLowerCase().includes(company)),
  );
  const http = options.http ?? createHttpClient({ publicUrl: options.config.publicUrl });
  try {
    return await runIngestExclusive({
      database: options.database,
      boards,
      http,
      mode: options.mode,
      batchSize: options.batchSize,
      trigger: options.trigger,
      baseUrls: file.baseUrls,
      now: options.now,
      onProgress: options.onProgress,
    });
  } finally {
    // Batches commit one by one, so even a failed run may have changed jobs: cached pages render afresh.
    notifyDataChanged('jobs');
  }
}

import type { Database, DbOrTx } from '../../../db/client.ts';
import { refreshSearchLexicon, upsertJobs } from '../jobs/repository.ts';
import { refreshCompanyMatches } from '../sponsors/match.ts';
import type { JobInput } from '../jobs/normalize.ts';
import { computeContentHash, computeDedupeKey } from './dedupe.ts';
import { enrichPosting } from './enrich/index.ts';
import type { HttpClient } from './http.ts';
import {
  createRun,
  expireUnseenJobs,
  findBoardStates,
  findJobsByExternalIds,
  findLiveJobsByDedupeKeys,
  finishRun,
  markInterruptedRuns,
  recordBoardResult,
  touchJobs,
} from './repository.ts';
import { getSourceAdapter, type SourceAdapter } from './sources/index.ts';
import {
  emptyBoardSummary,
  sumBoardSummaries,
  type BoardSummary,
  type IngestMode,
  type IngestSummary,
} from './summary.ts';
import type { BoardConfig, RawPosting, SourceName } from './types.ts';

export { INGEST_MODES, type BoardSummary, type IngestMode, type IngestSummary } from './summary.ts';

export const DEFAULT_BATCH_SIZE = 500;
export const MAX_BATCH_SIZE = 5000;
/** Incremental runs skip boards fetched successfully within this window, so a killed run resumes where it stopped. */
export const INCREMENTAL_FRESH_MS = 20 * 60 * 60 * 1000;
/** Boards fetched at once; each source host also has its own limit in the HTTP client. */
const BOARD_CONCURRENCY = 4;
/** One key for every instance: only one ingestion runs at a time across the fleet. */
export const INGEST_LOCK_KEY = 7_202_611;

export type IngestProgress =
  | { type: 'board-start'; board: string; index: number; total: number }
  | { type: 'board-done'; summary: BoardSummary; done: number; total: number };

export type RunIngestOptions = {
  database: Database;
  boards: BoardConfig[];
  http: HttpClient;
  mode: IngestMode;
  batchSize?: number;
  trigger: 'cli' | 'api' | 'schedule' | 'test';
  baseUrls?: Partial<Record<SourceName, string>>;
  now?: () => Date;
  onProgress?: (event: IngestProgress) => void;
  /** Boards fetched at once (default BOARD_CONCURRENCY). */
  boardConcurrency?: number;
  /** Replaces a source's adapter (the benchmark feeds generated postings without a network). */
  adapters?: Partial<Record<SourceName, SourceAdapter>>;
};

export class IngestBusyError extends Error {
  constructor() {
    super('An ingestion run is already in progress.');
    this.name = 'IngestBusyError';
  }
}

export function boardKeyOf(board: Pick<BoardConfig, 'source' | 'board'>): string {
  return `${board.source}:${board.board}`;
}

/** Runs ingestion unless another run (in this process or, on PostgreSQL, any instance) holds the lock. */
export async function runIngestExclusive(options: RunIngestOptions): Promise<IngestSummary> {
  const release = await options.database.tryAdvisoryLock(INGEST_LOCK_KEY);
  if (!release) throw new IngestBusyError();
  try {
    return await runIngest(options);
  } finally {
    await release();
  }
}

/** Serialises database work: fetches run in parallel, batches commit one at a time (PGlite has one connection). */
function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const next = tail.then(task, task);
    tail = next.catch(() => undefined);
    return next;
  };
}

/**
 * One ingestion run: fetch every board, enrich each posting, upsert in atomic batches, expire what a complete
 * fetch no longer lists, and record the outcome per board. A failing board never stops the others; a crash
 * loses at most the batch in flight, and the next run picks up (idempotently) where this one stopped.
 */
export async function runIngest(options: RunIngestOptions): Promise<IngestSummary> {
  const now = options.now ?? (() => new Date());
  const db = options.database.db;
  const batchSize = Math.min(MAX_BATCH_SIZE, Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE));
  const startedAt = now();
  await markInterruptedRuns(db, startedAt);
  const runId = await createRun(db, { trigger: options.trigger, mode: options.mode, at: startedAt });
  const serial = createSerialQueue();
  const states = new Map((await findBoardStates(db, options.boards.map(boardKeyOf))).map((s) => [s.key, s]));
  const summaries: BoardSummary[] = new Array<BoardSummary>(options.boards.length);
  let done = 0;
  let nextIndex = 0;

  const processBoard = async (index: number) => {
    const board = options.boards[index];
    if (!board) return;
    const key = boardKeyOf(board);
    const summary = emptyBoardSummary(key, board.company);
    options.onProgress?.({ type: 'board-start', board: key, index, total: options.boards.length });
    const lastSuccess = states.get(key)?.lastSuccessAt;
    if (
      options.mode === 'incremental' &&
      lastSuccess &&
      startedAt.getTime() - lastSuccess.getTime() < INCREMENTAL_FRESH_MS
    ) {
      summary.status = 'skipped';
    } else {
      await ingestBoard({ ...options, db, board, key, summary, batchSize, startedAt, serial, now });
    }
    summaries[index] = summary;
    done += 1;
    options.onProgress?.({ type: 'board-done', summary, done, total: options.boards.length });
  };

  // A worker that fails stops the others from taking new boards; the run waits for the boards in flight
  // to finish, so nothing writes after the run has recorded its end.
  const failures: unknown[] = [];
  const worker = async () => {
    while (failures.length === 0 && nextIndex < options.boards.length) {
      const index = nextIndex++;
      try {
        await processBoard(index);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  const concurrency = Math.max(
    1,
    Math.min(options.boardConcurrency ?? BOARD_CONCURRENCY, options.boards.length),
  );

  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (failures.length > 0) throw failures[0];
    const totals = sumBoardSummaries(summaries);
    // New words enter the typo dictionary; a run that stored nothing new leaves it as it is.
    if (totals.new + totals.updated > 0) await serial(() => refreshSearchLexicon(db));
    const finishedAt = now();
    const summary: IngestSummary = {
      run_id: runId,
      mode: options.mode,
      started_at: startedAt.toISOString(),
      finished_at: finishedAt.toISOString(),
      duration_ms: finishedAt.getTime() - startedAt.getTime(),
      totals,
      boards: summaries,
    };
    await finishRun(db, { id: runId, at: finishedAt, status: 'completed', summary });
    return summary;
  } catch (error) {
    await finishRun(db, {
      id: runId,
      at: now(),
      status: 'failed',
      summary: { boards: summaries.filter(Boolean) },
      error: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
}

type BoardContext = RunIngestOptions & {
  db: Database['db'];
  board: BoardConfig;
  key: string;
  summary: BoardSummary;
  batchSize: number;
  startedAt: Date;
  serial: ReturnType<typeof createSerialQueue>;
  now: () => Date;
};

async function ingestBoard(ctx: BoardContext): Promise<void> {
  const { board, key, summary } = ctx;
  let postings: RawPosting[];
  let complete: boolean;
  try {
    const adapter = ctx.adapters?.[board.source] ?? getSourceAdapter(board.source);
    const baseUrl = board.baseUrl ?? ctx.baseUrls?.[board.source] ?? adapter.defaultBaseUrl;
    const result = await adapter.fetchBoard(board, { http: ctx.http, baseUrl });
    postings = result.postings;
    complete = result.complete;
    if (result.warnings?.length) summary.warnings = result.warnings.slice(0, 20);
  } catch (error) {
    summary.status = 'failed';
    summary.error = error instanceof Error ? error.message : String(error);
    await ctx.serial(() =>
      recordBoardResult(ctx.db, {
        key,
        board,
        at: ctx.now(),
        outcome: { ok: false, error: summary.error ?? '' },
      }),
    );
    return;
  }
  summary.fetched = postings.length;

  const seenAt = ctx.now();
  const jobsById = new Map<string, JobInput>();
  for (const posting of postings) {
    const enriched = safeEnrich(posting, seenAt, board);
    if (!enriched) {
      summary.invalid += 1;
      continue;
    }
    // A board listing the same id twice stores it once.
    jobsById.set(`${enriched.source}\u0000${enriched.jobId}`, enriched);
  }
  const ready = [...jobsById.values()];
  for (let start = 0; start < ready.length; start += ctx.batchSize) {
    const batch = ready.slice(start, start + ctx.batchSize);
    await ctx.serial(() =>
      ctx.db.transaction((tx) => storeBatch(tx, { boardKey: key, batch, summary, seenAt })),
    );
  }
  if (complete) {
    summary.expired = await ctx.serial(() => expireUnseenJobs(ctx.db, key, seenAt, ctx.now()));
  }
  await ctx.serial(() =>
    recordBoardResult(ctx.db, { key, board, at: ctx.now(), outcome: { ok: true, jobCount: ready.length } }),
  );
}

function safeEnrich(posting: RawPosting, now: Date, board: BoardConfig): JobInput | null {
  let job: JobInput | null;
  try {
    job = enrichPosting(posting, { now });
  } catch {
    return null;
  }
  if (!job) return null;
  const withFacts: JobInput = {
    ...job,
    industry: job.industry ?? board.industry ?? null,
    headquarters: job.headquarters ?? board.headquarters ?? null,
    organizationUrl: job.organizationUrl ?? board.website ?? null,
  };
  return {
    ...withFacts,
    board: posting.boardKey,
    dedupeKey: computeDedupeKey(withFacts),
    contentHash: computeContentHash(withFacts),
    lastSeenAt: now,
  };
}

/** One atomic batch: classify new / updated / unchanged / cross-source duplicate, then one bulk upsert. */
async function storeBatch(
  tx: DbOrTx,
  options: { boardKey: string; batch: JobInput[]; summary: BoardSummary; seenAt: Date },
): Promise<void> {
  const { boardKey, batch, summary, seenAt } = options;
  // Feed records may carry their own source name, so look each job up under the source it is stored with.
  const existing = new Map<string, Awaited<ReturnType<typeof findJobsByExternalIds>>[number]>();
  for (const jobSource of new Set(batch.map((job) => job.source))) {
    const ids = batch.filter((job) => job.source === jobSource).map((job) => job.jobId);
    for (const row of await findJobsByExternalIds(tx, jobSource, ids))
      existing.set(`${jobSource}\u0000${row.jobId}`, row);
  }
  const keyOf = (job: JobInput) => `${job.source}\u0000${job.jobId}`;
  const unknown = batch.filter((job) => !existing.has(keyOf(job)));
  const owners = new Map<string, number>();
  for (const row of await findLiveJobsByDedupeKeys(
    tx,
    unknown.map((job) => job.dedupeKey ?? '').filter(Boolean),
  )) {
    if (row.dedupeKey && row.board !== boardKey) owners.set(row.dedupeKey, row.id);
  }
  const toWrite: JobInput[] = [];
  const touched: number[] = [];
  for (const job of batch) {
    const stored = existing.get(keyOf(job));
    if (!stored) {
      const owner = job.dedupeKey ? owners.get(job.dedupeKey) : undefined;
      if (owner !== undefined) {
        summary.duplicates += 1;
        touched.push(owner);
        continue;
      }
      summary.new += 1;
    } else if (stored.contentHash === job.contentHash && stored.expiresAt === null) {
      // Nothing the site shows changed: only record that the board still lists it.
      summary.unchanged += 1;
      touched.push(stored.id);
      continue;
    } else {
      summary.updated += 1;
    }
    toWrite.push(job);
  }
  await upsertJobs(tx, toWrite);
  // Their employers' filing records: each organisation matched to a sponsor as on first start (decision 050).
  if (toWrite.length > 0)
    await refreshCompanyMatches(tx, [...new Set(toWrite.map((job) => job.organization))]);
  await touchJobs(tx, touched, seenAt);
}

import { z } from 'zod';

export const INGEST_MODES = ['full', 'incremental'] as const;
export type IngestMode = (typeof INGEST_MODES)[number];

/** What a run counts per board; totals add them up. One list, so a new counter cannot be forgotten. */
export const BOARD_COUNTERS = [
  'fetched',
  'new',
  'updated',
  'unchanged',
  'duplicates',
  'invalid',
  'expired',
] as const;
type BoardCounter = (typeof BOARD_COUNTERS)[number];

const counters = Object.fromEntries(BOARD_COUNTERS.map((key) => [key, z.number()])) as Record<
  BoardCounter,
  z.ZodNumber
>;

export const boardSummarySchema = z.object({
  board: z.string(),
  company: z.string(),
  status: z.enum(['ok', 'failed', 'skipped']),
  ...counters,
  error: z.string().optional(),
  warnings: z.array(z.string()).optional(),
});
export type BoardSummary = z.infer<typeof boardSummarySchema>;

export const ingestTotalsSchema = z.object({
  boards: z.number(),
  failed: z.number(),
  skipped: z.number(),
  ...counters,
});
export type IngestTotals = z.infer<typeof ingestTotalsSchema>;

/** The answer of POST /api/functions/fetch-jobs and the summary stored with the run. */
export const ingestSummarySchema = z.object({
  run_id: z.number(),
  mode: z.enum(INGEST_MODES),
  started_at: z.string(),
  finished_at: z.string(),
  duration_ms: z.number(),
  totals: ingestTotalsSchema,
  boards: z.array(boardSummarySchema),
});
export type IngestSummary = z.infer<typeof ingestSummarySchema>;

function zeroCounters(): Record<BoardCounter, number> {
  return Object.fromEntries(BOARD_COUNTERS.map((key) => [key, 0])) as Record<BoardCounter, number>;
}

export function emptyBoardSummary(board: string, company: string): BoardSummary {
  return { board, company, status: 'ok', ...zeroCounters() };
}

export function sumBoardSummaries(summaries: BoardSummary[]): IngestTotals {
  const totals: IngestTotals = { boards: summaries.length, failed: 0, skipped: 0, ...zeroCounters() };
  for (const summary of summaries) {
    if (summary.status === 'failed') totals.failed += 1;
    if (summary.status === 'skipped') totals.skipped += 1;
    for (const key of BOARD_COUNTERS) totals[key] += summary[key];
  }
  return totals;
}

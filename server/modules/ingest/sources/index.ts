/** The registry of source adapters: one per SourceName, looked up by the pipeline for each board. */
import type { HttpClient } from '../http.ts';
import type { BoardConfig, SourceName } from '../types.ts';
import { ashbySource } from './ashby.ts';
import { feedSource } from './feed.ts';
import { greenhouseSource } from './greenhouse.ts';
import { leverSource } from './lever.ts';
import type { BoardFetch, SourceAdapter } from './shared.ts';
import { smartRecruitersSource } from './smartrecruiters.ts';
import { workableSource } from './workable.ts';

export type { BoardFetch, SourceAdapter, SourceContext } from './shared.ts';
export { UnexpectedResponseError, buildBoardKey } from './shared.ts';

export type BaseUrls = Partial<Record<SourceName, string>>;

export const SOURCE_ADAPTERS: Readonly<Record<SourceName, SourceAdapter>> = {
  greenhouse: greenhouseSource,
  lever: leverSource,
  ashby: ashbySource,
  smartrecruiters: smartRecruitersSource,
  workable: workableSource,
  feed: feedSource,
};

export function getSourceAdapter(name: SourceName): SourceAdapter {
  return SOURCE_ADAPTERS[name];
}

/** The board's own baseUrl wins, then the sources file's per-source baseUrls, then the adapter default. */
export function resolveBaseUrl(
  board: BoardConfig,
  baseUrls: BaseUrls = {},
  adapter: SourceAdapter = getSourceAdapter(board.source),
): string {
  return board.baseUrl ?? baseUrls[board.source] ?? adapter.defaultBaseUrl;
}

/** Fetches one board with its source's adapter; throws when the board cannot be read. */
export async function fetchBoardPostings(
  board: BoardConfig,
  options: { http: HttpClient; baseUrls?: BaseUrls; adapters?: Readonly<Record<SourceName, SourceAdapter>> },
): Promise<BoardFetch> {
  const adapter = (options.adapters ?? SOURCE_ADAPTERS)[board.source];
  return adapter.fetchBoard(board, {
    http: options.http,
    baseUrl: resolveBaseUrl(board, options.baseUrls, adapter),
  });
}

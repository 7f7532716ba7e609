import { useContext, useEffect, useMemo, useRef } from 'react';
import { INFINITE_SCROLL_THRESHOLD } from '../../../core/constants.ts';
import { formatCount } from '../../../core/format.ts';
import { knownTotal, toBlocks, WINDOW_BLOCK_SIZE } from '../../../core/job-list-window.ts';
import type { JobCardPage } from '../../../core/jobs.ts';
import { Button, Spinner } from '../../components/ui/button.tsx';
import { SpriteIcon } from '../../components/ui/icon-sprite.tsx';
import { useSession } from '../auth/index.ts';
import { JobCard, JobCardMarkupContext, type JobCardProps } from './job-card.tsx';
import { JobGridSkeleton } from './job-card-skeleton.tsx';
import { RecommendedJobs } from './recommended-jobs.tsx';
import { RESULTS_HEADING_ID, ResultsHeader } from './results-header.tsx';
import { jobsPath, type JobFilters } from './search-params.ts';
import { useBlockWindow } from './use-block-window.ts';
import { useJobPages } from './use-job-pages.ts';
import type { RecommendationsState } from './use-recommendations.ts';

/** Cards per row at the widest layout; their logos are visible at once and load eagerly. */
const FIRST_ROW = 3;

type JobResultsProps = {
  filters: JobFilters;
  firstPage: JobCardPage;
  now: Date;
  /** The search being loaded by a navigation, or null. */
  pendingFilters: JobFilters | null;
  showResumeHint: boolean;
  onJobInteraction: JobCardProps['onInteraction'];
  onClearFilters: () => void;
  /** A signed-in user's recommendations, shown first when there is no search and no filter. */
  leading?: RecommendationsState;
};

/** SPEC "Results": the card grid, skeletons, infinite scroll, the end message and the empty state. */
export function JobResults({
  filters,
  firstPage,
  now,
  pendingFilters,
  showResumeHint,
  onJobInteraction,
  onClearFilters,
  leading,
}: JobResultsProps) {
  const {
    jobs: loadedJobs,
    total: firstCount,
    hasMore,
    status,
    errorMessage,
    loadMore,
  } = useJobPages(filters, firstPage);
  // One number for the header and the end message: the server's count until the list knows better.
  const total = knownTotal(firstCount, loadedJobs.length, hasMore);
  // A recommended job is shown once, with its reasons, at the top.
  const leadingJobs = leading?.jobs;
  const jobs = useMemo(() => withoutJobs(loadedJobs, leadingJobs), [loadedJobs, leadingJobs]);
  const sentinel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const blocks = useMemo(() => toBlocks(jobs), [jobs]);
  // Only the blocks near the viewport are rendered; the others are spacers of their measured height, so
  // the page stays light however far the list is scrolled (decision 012).
  const { window: shown, heightOf } = useBlockWindow(list, blocks.length, jobsPath(filters));
  const isSearching = pendingFilters !== null;
  // The server fills a visitor's cards below the first row into the card's template (decision 014).
  const session = useSession();
  const cardMarkup = useContext(JobCardMarkupContext);
  const filledCard = session.status === 'signed-in' || showResumeHint ? undefined : cardMarkup;

  // A new observer after every page: it reports the sentinel's current visibility at once, so a tall
  // screen that still shows the sentinel after a page arrives keeps loading.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || status !== 'idle' || isSearching) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { threshold: INFINITE_SCROLL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, status, isSearching, loadMore, jobs.length]);

  return (
    <section aria-labelledby={RESULTS_HEADING_ID} aria-busy={isSearching || undefined} className="space-y-5">
      <ResultsHeader filters={filters} total={total} pendingFilters={pendingFilters} />

      {leading && !isSearching ? (
        <RecommendedJobs
          recommendations={leading}
          now={now}
          showResumeHint={showResumeHint}
          onJobInteraction={onJobInteraction}
        />
      ) : null}

      {isSearching ? (
        <JobGridSkeleton />
      ) : loadedJobs.length === 0 ? (
        <EmptyState onClearFilters={onClearFilters} />
      ) : (
        <>
          <ul ref={list} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {blocks.map((block, blockIndex) =>
              blockIndex < shown.first || blockIndex > shown.last ? (
                <li
                  key={`spacer-${blockIndex}`}
                  aria-hidden="true"
                  className="col-span-full"
                  style={{ height: heightOf(blockIndex) }}
                />
              ) : (
                block.map((job, indexInBlock) => {
                  const index = blockIndex * WINDOW_BLOCK_SIZE + indexInBlock;
                  const html = index < FIRST_ROW ? undefined : filledCard?.(job, filters, now);
                  return (
                    <li
                      key={job.id}
                      data-block={blockIndex}
                      // Screen readers still hear "card 301 of 1,201" although earlier cards are not rendered.
                      aria-posinset={index + 1}
                      aria-setsize={hasMore ? -1 : jobs.length}
                      // Cards below the first row skip layout and paint until they near the viewport: the
                      // first load of a phone lays out one card, not thirty.
                      className={
                        index < FIRST_ROW
                          ? undefined
                          : '[contain-intrinsic-height:auto_22rem] [content-visibility:auto]'
                      }
                      dangerouslySetInnerHTML={html === undefined ? undefined : { __html: html }}
                    >
                      {html === undefined ? (
                        <JobCard
                          job={job}
                          filters={filters}
                          now={now}
                          isAboveFold={index < FIRST_ROW}
                          showResumeHint={showResumeHint}
                          onInteraction={onJobInteraction}
                        />
                      ) : null}
                    </li>
                  );
                })
              ),
            )}
          </ul>

          {hasMore ? <div ref={sentinel} aria-hidden="true" className="h-px" /> : null}

          <div className="flex min-h-12 flex-col items-center justify-center gap-3 text-center" role="status">
            {status === 'loading' ? (
              <p className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
                <Spinner className="text-brand-600" />
                Loading more jobs...
              </p>
            ) : null}
            {status === 'error' ? (
              <>
                <p className="text-sm text-red-800">{errorMessage}</p>
                <Button variant="secondary" size="sm" onClick={loadMore}>
                  Try again
                </Button>
              </>
            ) : null}
            {!hasMore ? (
              <p className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
                <SpriteIcon name="circle-check" className="size-4 text-emerald-700" />
                You&apos;ve reached the end of all {formatCount(total)} jobs!
              </p>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}

function withoutJobs<T extends { id: unknown }>(
  jobs: readonly T[],
  shownAbove: readonly { id: unknown }[] | undefined,
) {
  if (!shownAbove || shownAbove.length === 0) return jobs;
  const shown = new Set(shownAbove.map((job) => job.id));
  return jobs.filter((job) => !shown.has(job.id));
}

function EmptyState({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <SpriteIcon name="search-x" className="size-6" />
      </div>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">No H1B jobs found</h3>
      <p className="mt-1 text-sm text-slate-700">Try adjusting your filters to discover more opportunities</p>
      <Button className="mt-6" onClick={onClearFilters}>
        Clear All Filters
      </Button>
    </div>
  );
}

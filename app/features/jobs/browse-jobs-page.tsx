import { useMemo, useRef } from 'react';
import { Link, useNavigate, useNavigation } from 'react-router';
import { activeFilterCount } from '../../../core/job-search-ui.ts';
import type { JobCardPage } from '../../../core/jobs.ts';
import type { FilingRecord } from '../../../core/sponsors/read-api.ts';
import { paths } from '../../../core/paths.ts';
import { understoodFilters } from '../../../core/job-search-ui.ts';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { SpriteIcon } from '../../components/ui/icon-sprite.tsx';
import { useSession } from '../auth/index.ts';
import { NamedSponsorNotice } from '../sponsors/named-sponsor-notice.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { JobResults } from './job-results.tsx';
import { SaveAlertButton } from './save-alert-button.tsx';
import { CorrectedSearchNotice, RelatedMatchNotice } from './related-match-notice.tsx';
import { UnderstoodNotice } from './understood-notice.tsx';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';
import type { SearchTrigger } from './search-box.tsx';
import { jobsPath, readFilters, withFilter, type FilterKey, type JobFilters } from './search-params.ts';
import { SuggestionChips } from './suggestion-chips.tsx';
import { useJobInteractions, useSearchTracking } from './use-activity-tracking.ts';
import { useHasResume } from './use-has-resume.ts';
import { useRecentSearches } from './use-recent-searches.ts';
import { useRecommendations } from './use-recommendations.ts';

export const JOBS_BREADCRUMBS = [
  { name: 'Home', path: paths.home },
  { name: 'Browse Jobs', path: paths.jobs },
];
const PAGE_TITLE_ID = 'jobs-page-title';

type BrowseJobsPageProps = {
  /** The search the loader ran (normalised from the URL). */
  filters: JobFilters;
  firstPage: JobCardPage;
  /** When the loader ran, in ms: posted ages are measured from it so server and browser agree. */
  renderedAt: number;
  /** The sponsor the search names when none of its jobs matched (routes/jobs.tsx), or null. */
  sponsor?: FilingRecord | null;
};

/** The search a navigation to /jobs is loading right now, or null. */
function usePendingFilters(): JobFilters | null {
  const navigation = useNavigation();
  if (navigation.state !== 'loading' || navigation.location.pathname !== paths.jobs) return null;
  return readFilters(new URLSearchParams(navigation.location.search));
}

/** SPEC "/jobs Browse Jobs". Every filter lives in the URL; changing one navigates and the loader searches. */
export function BrowseJobsPage({ filters, firstPage, renderedAt, sponsor }: BrowseJobsPageProps) {
  const navigate = useNavigate();
  const pendingFilters = usePendingFilters();
  // The controls show the search being loaded, so a choice does not snap back while results arrive.
  const current = pendingFilters ?? filters;
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const recentSearches = useRecentSearches();
  const hasResume = useHasResume();
  const trackSearch = useSearchTracking(current);
  const recordInteraction = useJobInteractions(current);
  // SPEC: 'Recommended Jobs' when there is no search and no filter; signed-in users get theirs.
  const isUnfiltered = activeFilterCount(current) === 0;
  // The search alone (no other filter) found no job: its related searches, role names from its results,
  // are none, so the page neither asks for them nor keeps a row for them.
  const searchFoundNothing =
    pendingFilters === null &&
    firstPage.total_count === 0 &&
    activeFilterCount({ ...filters, search: undefined }) === 0;
  const recommendations = useRecommendations(isUnfiltered ? userId : null);
  const showRecommendations =
    userId !== null &&
    isUnfiltered &&
    (recommendations.status === 'loading' || recommendations.jobs.length > 0);
  // While typing, the first pause adds a history entry and later ones replace it: Back returns to the
  // page before the search, not to every prefix typed.
  const isTyping = useRef(false);
  // One Date per loader run: the cards (memoised) do not re-render when the page does.
  const now = useMemo(() => new Date(renderedAt), [renderedAt]);

  function show(next: JobFilters, options: { replace?: boolean } = {}) {
    const target = jobsPath(next);
    if (target === jobsPath(current)) return;
    void navigate(target, { replace: options.replace, preventScrollReset: true });
  }

  function onSearch(term: string | undefined, trigger: SearchTrigger) {
    // Typing is tracked per keystroke (onType); a pause in typing only runs the search.
    if (trigger === 'submit') trackSearch(term, 'submit');
    const next = withFilter(current, 'search', term);
    if (trigger === 'typing') {
      show(next, { replace: isTyping.current });
      isTyping.current = true;
    } else {
      isTyping.current = false;
      show(next);
    }
  }

  function onFilterChange(key: Exclude<FilterKey, 'search'>, value: string | undefined) {
    isTyping.current = false;
    show(withFilter(current, key, value));
  }

  function onClear() {
    isTyping.current = false;
    show({});
  }

  return (
    <>
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-4 pb-6 sm:px-6 sm:pt-5 sm:pb-8">
          <Link
            to={paths.home}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-lg text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
          >
            <SpriteIcon name="arrow-left" className="size-4" />
            Back to Home
          </Link>
          <div className="mt-1">
            <Breadcrumbs items={JOBS_BREADCRUMBS} />
          </div>
          <h1
            id={PAGE_TITLE_ID}
            tabIndex={-1}
            className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 outline-none sm:text-4xl"
          >
            H1B Sponsored Jobs
          </h1>
          <p className="mt-2 max-w-2xl text-sm text-slate-700 sm:text-base">
            Jobs at companies that sponsor H1B visas. Sponsorship of a particular role is not guaranteed:
            confirm it with the employer before you apply.
          </p>
        </div>
      </div>

      <div className="mx-auto max-w-6xl space-y-5 px-4 py-5 sm:space-y-6 sm:px-6 sm:py-8">
        <FilterPanel
          filters={current}
          onSearch={onSearch}
          onType={(term) => trackSearch(term, 'typing')}
          onFilterChange={onFilterChange}
          onClear={onClear}
        />
        <SuggestionChips
          search={current.search}
          foundNothing={searchFoundNothing}
          recentSearches={recentSearches}
          onPick={(term) => {
            trackSearch(term, 'suggestion');
            isTyping.current = false;
            show(withFilter(current, 'search', term));
          }}
        />
        {pendingFilters ? null : <UnderstoodNotice filters={understoodFilters(filters)} />}
        <SaveAlertButton filters={filters} />
        {filters.search && firstPage.understood?.searched_for && !pendingFilters ? (
          <CorrectedSearchNotice searchedFor={firstPage.understood.searched_for} />
        ) : null}
        {filters.search && firstPage.match === 'related' && firstPage.jobs.length > 0 && !pendingFilters ? (
          <RelatedMatchNotice term={firstPage.understood?.searched_for ?? filters.search} />
        ) : null}
        {sponsor && !pendingFilters ? (
          <NamedSponsorNotice record={sponsor} foundJobs={firstPage.total_count > 0} />
        ) : null}
        <JobResults
          // A new search is a new list: its own pages, its own scroll sentinel.
          key={jobsPath(filters)}
          filters={filters}
          firstPage={firstPage}
          now={now}
          pendingFilters={pendingFilters}
          showResumeHint={hasResume === false}
          onJobInteraction={recordInteraction}
          onClearFilters={onClear}
          leading={showRecommendations ? recommendations : undefined}
        />
      </div>
      <ScrollToTopButton focusTargetId={PAGE_TITLE_ID} />
    </>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { InteractionsResponse, SearchHistoryResponse } from '../../../core/personalization/api.ts';
import { parseLocationFilter } from '../../../core/personalization/search-history.ts';
import { paths } from '../../../core/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { requireOk } from '../../lib/api-client.ts';
import { personalKeys } from '../../lib/personal/query-keys.ts';
import { seedOptions, type ServerSeed } from '../../lib/personal/server-seed.ts';
import { clearInteractions } from './api/clear-interactions.ts';
import { clearSearchHistory } from './api/clear-search-history.ts';
import { fetchInteractions } from './api/fetch-interactions.ts';
import { fetchSearchHistory } from './api/fetch-search-history.ts';
import { formatMemberSince as formatDate } from './format-member-since.ts';
import { ProfileSection, SectionError, SectionLoading } from './profile-section.tsx';

/** Rows shown of each list; the count says how many are stored. */
const SHOWN = 10;
const INTERACTION_WORDS = { view: 'Viewed', click: 'Opened', apply: 'Applied' } as const;

/** "Your data": the searches and job activity recommendations are built from, each clearable. */
export function YourDataSection({
  userId,
  historySeed,
  activitySeed,
}: {
  userId: string;
  historySeed?: ServerSeed<SearchHistoryResponse>;
  activitySeed?: ServerSeed<InteractionsResponse>;
}) {
  const client = useQueryClient();
  const history = useQuery({
    queryKey: personalKeys.searchHistory(userId),
    queryFn: () => requireOk(fetchSearchHistory()),
    ...seedOptions(historySeed),
  });
  const interactions = useQuery({
    queryKey: personalKeys.interactions(userId),
    queryFn: () => requireOk(fetchInteractions()),
    ...seedOptions(activitySeed),
  });
  // What was built from the cleared data must be asked for again.
  const forgetDerived = () => {
    void client.invalidateQueries({ queryKey: personalKeys.recentSearches(userId) });
    void client.invalidateQueries({ queryKey: personalKeys.recommendations(userId) });
  };
  const clearHistory = useMutation({
    mutationFn: () => requireOk(clearSearchHistory()),
    onSuccess: () => {
      client.setQueryData(personalKeys.searchHistory(userId), { items: [] });
      forgetDerived();
      toast.success('Search history cleared');
    },
    onError: (error) => toast.error('Could not clear the search history', { description: error.message }),
  });
  const clearActivity = useMutation({
    mutationFn: () => requireOk(clearInteractions()),
    onSuccess: () => {
      client.setQueryData(personalKeys.interactions(userId), { items: [] });
      forgetDerived();
      toast.success('Job activity cleared');
    },
    onError: (error) => toast.error('Could not clear the job activity', { description: error.message }),
  });

  const historyItems = history.data?.items ?? [];
  const interactionItems = interactions.data?.items ?? [];

  return (
    <ProfileSection
      title="Your data"
      description="Your searches and the jobs you opened shape your recommendations. Clear them at any time."
    >
      <div className="space-y-6">
        <div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-base font-semibold text-slate-900">
              Search history{history.data ? ` (${historyItems.length})` : ''}
            </h3>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => clearHistory.mutate()}
              pending={clearHistory.isPending}
              disabled={historyItems.length === 0}
            >
              Clear search history
            </Button>
          </div>
          {history.isPending ? (
            <SectionLoading label="Loading search history" />
          ) : history.isError ? (
            <SectionError message={history.error.message} />
          ) : historyItems.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">No searches stored.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100 text-sm">
              {historyItems.slice(0, SHOWN).map((item) => {
                const place = parseLocationFilter(item.location_filter);
                const params = new URLSearchParams({ search: item.search_term });
                if (place.city) params.set('city', place.city);
                if (place.state) params.set('state', place.state);
                return (
                  <li key={item.id} className="flex flex-wrap justify-between gap-x-3 py-2">
                    <Link
                      to={`${paths.jobs}?${params.toString()}`}
                      className="font-medium text-brand-700 underline-offset-2 hover:underline [overflow-wrap:anywhere]"
                    >
                      {item.search_term}
                      {item.location_filter ? ` in ${item.location_filter}` : ''}
                    </Link>
                    <span className="text-slate-600">{formatDate(item.created_at)}</span>
                  </li>
                );
              })}
            </ul>
          )}
        </div>

        <div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-base font-semibold text-slate-900">
              Job activity{interactions.data ? ` (${interactionItems.length})` : ''}
            </h3>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => clearActivity.mutate()}
              pending={clearActivity.isPending}
              disabled={interactionItems.length === 0}
            >
              Clear job activity
            </Button>
          </div>
          {interactions.isPending ? (
            <SectionLoading label="Loading job activity" />
          ) : interactions.isError ? (
            <SectionError message={interactions.error.message} />
          ) : interactionItems.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">No job activity stored.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100 text-sm">
              {interactionItems.slice(0, SHOWN).map((item) => (
                <li key={item.id} className="flex flex-wrap justify-between gap-x-3 py-2">
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    <span className="font-medium text-slate-900">
                      {INTERACTION_WORDS[item.interaction_type]}
                    </span>{' '}
                    <Link
                      to={paths.job(item.job_id)}
                      className="text-brand-700 underline-offset-2 hover:underline"
                    >
                      {item.job_title}
                    </Link>{' '}
                    <span className="text-slate-700">at {item.organization}</span>
                  </span>
                  <span className="text-slate-600">{formatDate(item.created_at)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </ProfileSection>
  );
}

import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { JobSearchResult } from '../../../core/jobs.ts';
import type { Recommendation } from '../../../core/personalization/api.ts';
import { buildJobListItem } from '../../../tests/factories/job-views.ts';
import { QueryProvider } from '../../lib/query-client.tsx';
import { SessionProvider } from '../auth/index.ts';
import { JobResults } from './job-results.tsx';
import type { RecommendationsState } from './use-recommendations.ts';

const NOW = new Date('2026-11-22T12:00:00.000Z');

const job = (id: number, title: string) => buildJobListItem({ id, title });

const FIRST_PAGE: JobSearchResult = {
  jobs: [job(1, 'Data Engineer'), job(2, 'Nurse Practitioner'), job(3, 'Accountant')],
  total_count: 3,
  page: 0,
  page_size: 20,
  has_more: false,
  match: 'exact',
  understood: null,
};
const PICKED: Recommendation = {
  ...job(2, 'Nurse Practitioner'),
  relevance_score: 91,
  reasons: ["you searched 'nurse' in TX"],
};

function render(leading?: RecommendationsState): string {
  const Stub = createRoutesStub([
    {
      path: '/jobs',
      Component: () => (
        <SessionProvider initialUser={null} initialSession={null}>
          <QueryProvider>
            <JobResults
              filters={{}}
              firstPage={FIRST_PAGE}
              now={NOW}
              pendingFilters={null}
              showResumeHint={false}
              onJobInteraction={() => undefined}
              onClearFilters={() => undefined}
              leading={leading}
            />
          </QueryProvider>
        </SessionProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/jobs']} />);
}

const headings = (html: string) =>
  [...html.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((m) => m[1]?.replace(/<[^>]+>/g, ''));
const titleOrder = (html: string) =>
  [...html.matchAll(/(Data Engineer|Nurse Practitioner|Accountant)/g)].map((m) => m[1]);

describe('JobResults with no search and no filter', () => {
  it("is one list under SPEC's 'Recommended Jobs' for a visitor", () => {
    const html = render();
    expect(headings(html)).toEqual(['Recommended Jobs']);
    expect(html).toContain('Personalized opportunities based on your activity');
  });

  it("puts a signed-in user's recommendations first, with reasons, under the same one heading, each job once", () => {
    const html = render({ status: 'ready', jobs: [PICKED] });
    expect(headings(html)).toEqual(['Recommended Jobs']);
    expect(html).toContain('Personalized opportunities based on your activity');
    expect(html).toContain('you searched &#x27;nurse&#x27; in TX');
    const order = titleOrder(html).filter((title, index, all) => all.indexOf(title) === index);
    expect(order).toEqual(['Nurse Practitioner', 'Data Engineer', 'Accountant']);
    // The picked job is not repeated further down the list.
    expect(html.split('jobs.example/2"').length - 1).toBe(1);
    expect(html).not.toContain('All H1B Jobs');
  });
});

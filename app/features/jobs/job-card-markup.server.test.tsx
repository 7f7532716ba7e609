import { renderToString } from 'react-dom/server.bun';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WORK_ARRANGEMENTS } from '../../../core/job-display.ts';
import { jobCardPage, type JobCardItem, type JobListItem, type JobSearchResult } from '../../../core/jobs.ts';
import { random } from '../../../bench/lib/random.ts';
import { buildJobListItem } from '../../../tests/factories/job-views.ts';
import { QueryProvider } from '../../lib/query-client.tsx';
import { SessionProvider } from '../auth/index.ts';
import { JobCardMarkupContext } from './job-card.tsx';
import { compileWaitingShapes, jobCardMarkup } from './job-card-markup.server.tsx';
import { JobResults } from './job-results.tsx';
import type { JobFilters } from './search-params.ts';

const NOW = new Date('2026-11-22T12:00:00.000Z');

/** Texts with everything React escapes, markers like the template's own, spaces and other scripts. */
const TEXTS = [
  'Data Engineer',
  'R&D "Lead" <Platform> O\'Brien',
  '',
  ' ',
  'Ingeniero de Datos / 数据工程师 😀',
  '\uE0003\uE001 marker-like',
  'a  b   c',
  '&amp; already escaped',
];
const URLS = [
  null,
  '',
  'https://careers.example/jobs/1?ref=a&b="c"',
  'http://jobs.example/x',
  'javascript:alert(1)',
  ' JAVASCRIPT:alert(1)',
  'not a url',
  '//evil.example/x',
  '/relative/path',
];
const LOGOS = [null, '', '/logos/acme.svg', 'https://cdn.example/logo.png?a=1&b=2', 'javascript:alert(1)'];
const FILTERS: JobFilters[] = [
  {},
  { search: 'data "engineer" & <ops>' },
  { search: 'nurse', city: 'Austin', state: 'TX', workArrangement: 'remote', employmentType: 'FULL_TIME' },
];

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)] as T;
}

/** Jobs drawn over every field the card shows, each with its own odd values. */
function drawJobs(seed: number, count: number): JobListItem[] {
  const rand = random(seed);
  return Array.from({ length: count }, (_, index) => {
    const min = rand() < 0.5 ? null : Math.round(rand() * 200_000);
    return buildJobListItem({
      id: seed * 1000 + index + 1,
      title: pick(rand, TEXTS),
      organization: pick(rand, TEXTS),
      location: pick(rand, TEXTS),
      posted_at: new Date(NOW.getTime() - Math.floor(rand() * 40 * 24) * 3_600_000).toISOString(),
      remote: rand() < 0.5,
      ai_work_arrangement: rand() < 0.2 ? null : pick(rand, WORK_ARRANGEMENTS),
      ai_visa_sponsorship: pick(rand, [true, false, null]),
      ai_employment_type: pick(rand, ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN', 'TEMPORARY']),
      ai_experience_level: pick(rand, [null, '', '0-2', '2-5', '5+ <senior>']),
      ai_salary_min: min,
      ai_salary_max: rand() < 0.5 ? null : (min ?? 50_000) + Math.round(rand() * 90_000),
      ai_salary_unit: pick(rand, ['YEAR', 'HOUR', 'MONTH']),
      ai_salary_currency: pick(rand, ['USD', 'EUR']),
      li_organization_logo_url: pick(rand, LOGOS),
      url: pick(rand, URLS) ?? '',
      filing_record:
        rand() < 0.4
          ? null
          : {
              slug: pick(rand, ['acme', 'r-d-labs', 'o-brien-co']),
              name: pick(rand, TEXTS),
              fiscal_year: 2024,
              approvals: Math.floor(rand() * 5000),
              denials: Math.floor(rand() * 50),
            },
      description_text: pick(rand, [...TEXTS, null as unknown as string]),
    });
  }).map((job) => ({ ...job, description_truncated: rand() < 0.5 }));
}

type CardMarkup = typeof jobCardMarkup;
const USER = {
  id: 'u1',
  email: 'ana@example.com',
  user_metadata: { full_name: 'Ana' },
  created_at: NOW.toISOString(),
};

function renderList(
  jobs: JobCardItem[],
  filters: JobFilters,
  markup: CardMarkup | undefined,
  signedIn = false,
): string {
  const firstPage = {
    jobs,
    total_count: jobs.length,
    page: 0,
    page_size: 30,
    has_more: false,
    match: 'exact',
    understood: null,
  } satisfies Omit<JobSearchResult, 'jobs'> & { jobs: JobCardItem[] };
  const Stub = createRoutesStub([
    {
      path: '/jobs',
      Component: () => (
        <SessionProvider
          initialUser={signedIn ? USER : null}
          initialSession={signedIn ? { expires_at: NOW.getTime() / 1000 + 3600 } : null}
        >
          <QueryProvider>
            <JobCardMarkupContext value={markup}>
              <JobResults
                filters={filters}
                firstPage={firstPage}
                now={NOW}
                pendingFilters={null}
                showResumeHint={false}
                onJobInteraction={() => undefined}
                onClearFilters={() => undefined}
              />
            </JobCardMarkupContext>
          </QueryProvider>
        </SessionProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/jobs']} />);
}

describe('job cards filled into their templates (decision 014)', () => {
  it('give the markup React renders, for cards drawn over every field, filter and odd text', () => {
    let filledCards = 0;
    for (let seed = 1; seed <= 40; seed += 1) {
      const jobs = drawJobs(seed, 30);
      const filters = pick(random(seed), FILTERS);
      const expected = renderList(jobs, filters, undefined);
      // The first sight of a shape is rendered by React; its template is ready for the next page.
      expect(renderList(jobs, filters, jobCardMarkup)).toBe(expected);
      compileWaitingShapes();
      expect(renderList(jobs, filters, jobCardMarkup)).toBe(expected);
      filledCards += jobs.slice(3).filter((job) => jobCardMarkup(job, filters, NOW) !== undefined).length;
    }
    // Most cards below the first row were filled in (the rest have addresses React neutralises).
    expect(filledCards).toBeGreaterThan(40 * 27 * 0.5);
    // 120 React renders of a 30-card list: 2-3 s on an idle machine, past the default 5 s on a busy one.
  }, 60_000);

  it('are the same from the fields the server hands the browser for its cards (jobCardPage)', () => {
    for (let seed = 41; seed <= 45; seed += 1) {
      const jobs = drawJobs(seed, 30);
      const page = jobCardPage({
        jobs,
        total_count: 30,
        page: 0,
        page_size: 30,
        has_more: false,
        match: 'exact',
        understood: null,
      });
      expect(page.jobs[0]).not.toHaveProperty('ai_visa_evidence');
      for (const signedIn of [false, true])
        expect(renderList(page.jobs, {}, undefined, signedIn)).toBe(
          renderList(jobs, {}, undefined, signedIn),
        );
    }
  });

  it('leave a card with a script address to React, which neutralises it', () => {
    const [job] = drawJobs(99, 1);
    if (!job) throw new Error('no job');
    const scripted = { ...job, url: 'javascript:alert(1)', li_organization_logo_url: 'javascript:alert(2)' };
    expect(jobCardMarkup(scripted, {}, NOW)).toBeUndefined();
    const jobs = [job, job, job, scripted].map((item, id) => ({ ...item, id: id + 1 }));
    expect(renderList(jobs, {}, jobCardMarkup)).not.toContain('javascript:alert');
  });

  it('ask for no card of the first row (React preloads its eager logos) nor of a signed-in user', () => {
    const jobs = drawJobs(7, 6);
    const asked: number[] = [];
    const counting: CardMarkup = (job, filters, now) => {
      asked.push(job.id);
      return jobCardMarkup(job, filters, now);
    };
    renderList(jobs, {}, counting);
    expect(asked).toEqual(jobs.slice(3).map((job) => job.id));
    asked.length = 0;
    renderList(jobs, {}, counting, true);
    expect(asked).toEqual([]);
  });
});

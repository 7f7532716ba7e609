/**
 * A local stand-in for the public job-board APIs, written by us from each API's documented response shape
 * (see the header of each adapter in server/modules/ingest/sources/). Tests point a board's baseUrl (or the
 * sources file's baseUrls) at `fake.baseUrl` and steer failures per board with setBehavior.
 *
 * Routes (all GET):
 *   /v1/boards/{token}/jobs?content=true                        Greenhouse
 *   /v0/postings/{site}?mode=json&skip=&limit=                  Lever
 *   /posting-api/job-board/{board}?includeCompensation=true     Ashby
 *   /v1/companies/{id}/postings?offset=&limit=                  SmartRecruiters list
 *   /v1/companies/{id}/postings/{postingId}                     SmartRecruiters detail
 *   /api/v1/widget/accounts/{slug}?details=true                 Workable
 *   /feeds/{name}                                               a generic feed body set with setFeed
 * A board nobody set answers 404, as the real APIs do for an unknown token.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SourceName } from '../../server/modules/ingest/types.ts';

export type FakeBoardBehavior = {
  /** Answer 404 even though postings are set. */
  notFound?: boolean;
  /** The first N requests to the board fail with failStatus (default 500)... */
  failFirst?: number;
  failStatus?: number;
  /** ...carrying this Retry-After header (seconds or an HTTP date). */
  retryAfter?: string;
  /** Every request fails with this status. */
  failAlways?: number;
  /** Answer 200 with a truncated JSON body. */
  malformedJson?: boolean;
  /** Answer 200 with this body instead of the board (valid JSON of the wrong shape, say). */
  rawBody?: string;
  /** Hold each response this long (for client timeouts and concurrency checks). */
  delayMs?: number;
  /** Server-side cap on the page size, below what the client asks (Lever limit, SmartRecruiters limit). */
  maxPageSize?: number;
  /** Paged sources: pages from this 0-based index on answer 500 (a listing that breaks half-way). */
  failPagesFrom?: number;
  /** SmartRecruiters: posting ids whose detail call answers this status (default 500). */
  failDetailFor?: string[];
  failDetailStatus?: number;
};

export type FakeRequest = {
  source: SourceName;
  board: string;
  path: string;
  query: Record<string, string>;
  userAgent: string | undefined;
  accept: string | undefined;
  /** Date.now() when the request arrived, to check what overlapped. */
  receivedAt: number;
};

export type FakeJobBoards = {
  /** http://127.0.0.1:{port}, the baseUrl for every source. */
  baseUrl: string;
  /** Replaces a board's postings; each item in its API's documented shape (use the build* fixtures). */
  setPostings(
    source: ApiSourceName,
    board: string,
    postings: Array<Record<string, unknown>>,
    account?: WorkableAccount,
  ): void;
  /** Removes one posting by its id (Workable: shortcode), e.g. to check that the job gets expired. */
  removePosting(source: ApiSourceName, board: string, id: string | number): void;
  /** Replaces the board's behavior and resets its request counter. */
  setBehavior(source: SourceName, board: string, behavior: FakeBoardBehavior): void;
  /** Serves `body` at /feeds/{name}. */
  setFeed(name: string, body: string, contentType?: string): void;
  requests(filter?: { source?: SourceName; board?: string }): FakeRequest[];
  /** The most requests the server held at once since the last resetStats. */
  maxInFlight(): number;
  resetStats(): void;
  close(): Promise<void>;
};

export type ApiSourceName = Exclude<SourceName, 'feed'>;
type WorkableAccount = { name?: string; description?: string };

type Board = { postings: Array<Record<string, unknown>>; account?: WorkableAccount };
type Route = { source: SourceName; board: string; detailId?: string };

const JSON_TYPE = 'application/json; charset=utf-8';
const SMARTRECRUITERS_DEFAULT_LIMIT = 10;
const SMARTRECRUITERS_MAX_LIMIT = 100;

export async function startFakeJobBoards(): Promise<FakeJobBoards> {
  const boards = new Map<string, Board>();
  const feeds = new Map<string, { body: string; contentType: string }>();
  const behaviors = new Map<string, FakeBoardBehavior>();
  const counters = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  let log: FakeRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let baseUrl = '';

  const keyOf = (source: SourceName, board: string) => `${source}:${board}`;

  function wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });
  }

  function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
    if (res.destroyed || res.writableEnded) return;
    res.writeHead(status, { 'content-type': JSON_TYPE, ...headers });
    res.end(body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', baseUrl);
    const route = matchRoute(url.pathname);
    if (!route || req.method !== 'GET') {
      send(res, 404, JSON.stringify({ error: 'no such route' }));
      return;
    }
    const key = keyOf(route.source, route.board);
    log.push({
      source: route.source,
      board: route.board,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      userAgent: req.headers['user-agent'],
      accept: req.headers.accept,
      receivedAt: Date.now(),
    });
    const count = (counters.get(key) ?? 0) + 1;
    counters.set(key, count);
    const behavior = behaviors.get(key) ?? {};
    if (behavior.delayMs) await wait(behavior.delayMs);

    if (behavior.failAlways) {
      send(res, behavior.failAlways, JSON.stringify({ error: 'failing on purpose' }));
      return;
    }
    if (behavior.failFirst && count <= behavior.failFirst) {
      const headers: Record<string, string> = behavior.retryAfter
        ? { 'retry-after': behavior.retryAfter }
        : {};
      send(res, behavior.failStatus ?? 500, JSON.stringify({ error: 'try again' }), headers);
      return;
    }
    if (behavior.malformedJson) {
      send(res, 200, '{"jobs": [{"id": 1, "title": "Engineer"');
      return;
    }
    if (behavior.rawBody !== undefined) {
      send(res, 200, behavior.rawBody);
      return;
    }
    if (route.source === 'feed') {
      const feed = feeds.get(route.board);
      if (!feed || behavior.notFound) send(res, 404, JSON.stringify({ error: 'not found' }));
      else send(res, 200, feed.body, { 'content-type': feed.contentType });
      return;
    }
    const board = boards.get(key);
    if (!board || behavior.notFound) {
      const body =
        route.source === 'lever' ? { ok: false, error: 'Document not found' } : { error: 'not found' };
      send(res, 404, JSON.stringify(body));
      return;
    }
    serveBoard(res, route, url.searchParams, board, behavior);
  }

  function serveBoard(
    res: ServerResponse,
    route: Route,
    query: URLSearchParams,
    board: Board,
    behavior: FakeBoardBehavior,
  ): void {
    const fail = () => send(res, 500, JSON.stringify({ error: 'page failed' }));
    switch (route.source) {
      case 'greenhouse': {
        const withContent = query.get('content') === 'true';
        const jobs = board.postings.map((job) => (withContent ? job : omit(job, ['content'])));
        send(res, 200, JSON.stringify({ jobs, meta: { total: jobs.length } }));
        return;
      }
      case 'lever': {
        // Without mode=json Lever answers with its HTML job page.
        if (query.get('mode') !== 'json') {
          send(res, 200, '<!DOCTYPE html><html><body>Jobs</body></html>', { 'content-type': 'text/html' });
          return;
        }
        const skip = Number(query.get('skip') ?? 0);
        const asked = query.has('limit') ? Number(query.get('limit')) : board.postings.length;
        const limit = Math.min(asked, behavior.maxPageSize ?? asked);
        if (behavior.failPagesFrom !== undefined && limit > 0 && skip / limit >= behavior.failPagesFrom) {
          fail();
          return;
        }
        send(res, 200, JSON.stringify(board.postings.slice(skip, skip + limit)));
        return;
      }
      case 'ashby': {
        const withCompensation = query.get('includeCompensation') === 'true';
        const jobs = board.postings.map((job) => (withCompensation ? job : omit(job, ['compensation'])));
        send(res, 200, JSON.stringify({ apiVersion: '1', jobs }));
        return;
      }
      case 'smartrecruiters': {
        if (route.detailId !== undefined) {
          serveSmartRecruitersDetail(res, route, board, behavior);
          return;
        }
        const offset = Number(query.get('offset') ?? 0);
        const asked = Math.min(
          Number(query.get('limit') ?? SMARTRECRUITERS_DEFAULT_LIMIT),
          SMARTRECRUITERS_MAX_LIMIT,
        );
        const limit = Math.min(asked, behavior.maxPageSize ?? asked);
        if (behavior.failPagesFrom !== undefined && offset / limit >= behavior.failPagesFrom) {
          fail();
          return;
        }
        const content = board.postings.slice(offset, offset + limit).map((posting) => ({
          ...omit(posting, ['jobAd', 'postingUrl', 'applyUrl']),
          ref: `${baseUrl}/v1/companies/${route.board}/postings/${String(posting.id)}`,
        }));
        send(res, 200, JSON.stringify({ offset, limit, totalFound: board.postings.length, content }));
        return;
      }
      case 'workable': {
        const withDetails = query.get('details') === 'true';
        const jobs = board.postings.map((job) => (withDetails ? job : omit(job, ['description'])));
        send(
          res,
          200,
          JSON.stringify({
            name: board.account?.name ?? route.board,
            description: board.account?.description ?? null,
            jobs,
          }),
        );
        return;
      }
      case 'feed':
        return;
    }
  }

  function serveSmartRecruitersDetail(
    res: ServerResponse,
    route: Route,
    board: Board,
    behavior: FakeBoardBehavior,
  ): void {
    if (route.detailId && behavior.failDetailFor?.includes(route.detailId)) {
      send(res, behavior.failDetailStatus ?? 500, JSON.stringify({ error: 'detail failed' }));
      return;
    }
    const posting = board.postings.find((item) => String(item.id) === route.detailId);
    if (!posting) {
      send(res, 404, JSON.stringify({ message: 'Job ad not found' }));
      return;
    }
    const ref = `${baseUrl}/v1/companies/${route.board}/postings/${String(posting.id)}`;
    send(res, 200, JSON.stringify({ ...posting, ref }));
  }

  const server = createServer((req, res) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on('close', () => {
      inFlight -= 1;
    });
    handle(req, res).catch((error: unknown) => {
      send(res, 500, JSON.stringify({ error: error instanceof Error ? error.message : 'fake server error' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    setPostings(source, board, postings, account) {
      boards.set(keyOf(source, board), {
        postings: postings.map((posting) => ({ ...posting })),
        account,
      });
    },
    removePosting(source, board, id) {
      const entry = boards.get(keyOf(source, board));
      if (!entry) return;
      const idField = source === 'workable' ? 'shortcode' : 'id';
      entry.postings = entry.postings.filter((posting) => String(posting[idField]) !== String(id));
    },
    setBehavior(source, board, behavior) {
      behaviors.set(keyOf(source, board), behavior);
      counters.delete(keyOf(source, board));
    },
    setFeed(name, body, contentType = 'application/x-ndjson') {
      feeds.set(name, { body, contentType });
    },
    requests(filter = {}) {
      return log.filter(
        (entry) =>
          (filter.source === undefined || entry.source === filter.source) &&
          (filter.board === undefined || entry.board === filter.board),
      );
    },
    maxInFlight: () => maxInFlight,
    resetStats() {
      log = [];
      maxInFlight = inFlight;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

function matchRoute(pathname: string): Route | null {
  const segment = '([^/]+)';
  const patterns: Array<[RegExp, (match: RegExpExecArray) => Route]> = [
    [new RegExp(`^/v1/boards/${segment}/jobs$`), (m) => ({ source: 'greenhouse', board: decode(m[1]) })],
    [new RegExp(`^/v0/postings/${segment}$`), (m) => ({ source: 'lever', board: decode(m[1]) })],
    [new RegExp(`^/posting-api/job-board/${segment}$`), (m) => ({ source: 'ashby', board: decode(m[1]) })],
    [
      new RegExp(`^/v1/companies/${segment}/postings$`),
      (m) => ({ source: 'smartrecruiters', board: decode(m[1]) }),
    ],
    [
      new RegExp(`^/v1/companies/${segment}/postings/${segment}$`),
      (m) => ({ source: 'smartrecruiters', board: decode(m[1]), detailId: decode(m[2]) }),
    ],
    [
      new RegExp(`^/api/v1/widget/accounts/${segment}$`),
      (m) => ({ source: 'workable', board: decode(m[1]) }),
    ],
    [/^\/feeds\/(.+)$/, (m) => ({ source: 'feed', board: decode(m[1]) })],
  ];
  for (const [pattern, toRoute] of patterns) {
    const match = pattern.exec(pathname);
    if (match) return toRoute(match);
  }
  return null;
}

function decode(value: string | undefined): string {
  return decodeURIComponent(value ?? '');
}

function omit(item: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([key]) => !keys.includes(key)));
}

// ---------------------------------------------------------------------------------------------------------
// Fixtures: one posting per API in its documented shape, realistic values, overridable field by field.
// ---------------------------------------------------------------------------------------------------------

let nextId = 1;
const takeId = () => nextId++;

export function buildGreenhouseJob(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = typeof overrides.id === 'number' ? overrides.id : 4_000_000 + takeId();
  return {
    id,
    internal_job_id: id - 1_000_000,
    title: 'Software Engineer, Payments',
    updated_at: '2025-02-20T10:00:00-05:00',
    first_published: '2025-02-01T09:00:00-05:00',
    requisition_id: `REQ-${id}`,
    location: { name: 'San Francisco, CA' },
    absolute_url: `https://boards.greenhouse.io/acme/jobs/${id}`,
    language: 'en',
    company_name: 'Acme',
    // Greenhouse escapes the HTML once more.
    content:
      '&lt;p&gt;Build payment systems.&lt;/p&gt;&lt;p&gt;We sponsor H-1B visas for this role.&lt;/p&gt;',
    departments: [{ id: 11, name: 'Engineering', child_ids: [], parent_id: null }],
    offices: [
      { id: 21, name: 'San Francisco', location: 'San Francisco, CA', child_ids: [], parent_id: null },
    ],
    metadata: [{ id: 31, name: 'Employment Type', value: 'Full-time', value_type: 'single_select' }],
    ...overrides,
  };
}

export function buildLeverPosting(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id =
    typeof overrides.id === 'string' ? overrides.id : `5f0c${String(takeId()).padStart(8, '0')}-lever`;
  return {
    id,
    text: 'Data Scientist',
    hostedUrl: `https://jobs.lever.co/acme/${id}`,
    applyUrl: `https://jobs.lever.co/acme/${id}/apply`,
    createdAt: 1_738_400_000_000,
    categories: {
      location: 'New York, NY',
      commitment: 'Full-time',
      team: 'Data Science',
      department: 'Engineering',
      allLocations: ['New York, NY'],
    },
    workplaceType: 'hybrid',
    description: '<div>About the role.</div>',
    descriptionPlain: 'About the role.',
    lists: [{ text: 'Requirements', content: '<li>Python</li><li>SQL</li>' }],
    additional: '<div>We sponsor H-1B visas.</div>',
    additionalPlain: 'We sponsor H-1B visas.',
    salaryRange: { min: 150_000, max: 190_000, currency: 'USD', interval: 'per-year-salary' },
    salaryDescription: '<div>Base salary $150,000 - $190,000</div>',
    salaryDescriptionPlain: 'Base salary $150,000 - $190,000',
    country: 'US',
    tags: ['Data'],
    ...overrides,
  };
}

export function buildAshbyJob(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id =
    typeof overrides.id === 'string'
      ? overrides.id
      : `0a1b2c3d-0000-4000-8000-${String(takeId()).padStart(12, '0')}`;
  return {
    id,
    title: 'Research Engineer',
    department: 'Research',
    team: 'Applied AI',
    employmentType: 'FullTime',
    location: 'San Francisco',
    secondaryLocations: [
      {
        location: 'New York',
        address: { addressLocality: 'New York', addressRegion: 'New York', addressCountry: 'United States' },
      },
    ],
    publishedAt: '2025-02-03T16:21:55.393+00:00',
    isListed: true,
    isRemote: false,
    workplaceType: 'Hybrid',
    address: {
      postalAddress: {
        addressLocality: 'San Francisco',
        addressRegion: 'California',
        addressCountry: 'United States',
      },
    },
    jobUrl: `https://jobs.ashbyhq.com/acme/${id}`,
    applyUrl: `https://jobs.ashbyhq.com/acme/${id}/application`,
    descriptionHtml: '<p>Train models.</p><p>We offer visa sponsorship.</p>',
    descriptionPlain: 'Train models.\n\nWe offer visa sponsorship.',
    shouldDisplayCompensationOnJobPostings: true,
    compensation: {
      compensationTierSummary: '$180K – $240K • Offers Equity',
      scrapeableCompensationSalarySummary: '$180K - $240K',
      compensationTiers: [
        {
          id: 'tier-1',
          tierSummary: '$180K – $240K • Offers Equity',
          title: 'Zone A',
          components: [
            {
              id: 'c-1',
              summary: '$180K – $240K',
              compensationType: 'Salary',
              interval: '1 YEAR',
              currencyCode: 'USD',
              minValue: 180_000,
              maxValue: 240_000,
            },
          ],
        },
      ],
      summaryComponents: [
        {
          compensationType: 'EquityPercentage',
          interval: 'NONE',
          currencyCode: null,
          minValue: 0.01,
          maxValue: 0.05,
        },
        {
          compensationType: 'Salary',
          interval: '1 YEAR',
          currencyCode: 'USD',
          minValue: 180_000,
          maxValue: 240_000,
        },
      ],
    },
    ...overrides,
  };
}

/** The detail shape; the fake list endpoint projects it down to the list fields. */
export function buildSmartRecruitersPosting(
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const id = typeof overrides.id === 'string' ? overrides.id : String(744_000_000_000_000 + takeId());
  return {
    id,
    uuid: `3fa85f64-5717-4562-b3fc-${id.slice(-12).padStart(12, '0')}`,
    name: 'Senior Backend Engineer',
    refNumber: `REF${id.slice(-4)}`,
    releasedDate: '2025-02-10T12:00:00.000Z',
    location: {
      city: 'Austin',
      region: 'TX',
      country: 'us',
      remote: false,
      hybrid: true,
      fullLocation: 'Austin, TX, United States',
    },
    industry: { id: 'financial_services', label: 'Financial Services' },
    department: { id: '123', label: 'Technology' },
    function: { id: 'information_technology', label: 'Information Technology' },
    typeOfEmployment: { id: 'permanent', label: 'Full-time' },
    experienceLevel: { id: 'mid_senior_level', label: 'Mid-Senior Level' },
    customField: [],
    creator: { name: 'Recruiter' },
    company: { identifier: 'Acme', name: 'Acme' },
    postingUrl: `https://jobs.smartrecruiters.com/Acme/${id}-senior-backend-engineer`,
    applyUrl: `https://jobs.smartrecruiters.com/Acme/${id}-senior-backend-engineer?oga=true`,
    jobAd: {
      sections: {
        companyDescription: { title: 'Company Description', text: '<p>Acme moves money.</p>' },
        jobDescription: { title: 'Job Description', text: '<p>Design APIs.</p>' },
        qualifications: { title: 'Qualifications', text: '<ul><li>Java</li></ul>' },
        additionalInformation: {
          title: 'Additional Information',
          text: '<p>Visa sponsorship is available.</p>',
        },
      },
    },
    ...overrides,
  };
}

export function buildWorkableJob(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const shortcode =
    typeof overrides.shortcode === 'string' ? overrides.shortcode : `WK${String(takeId()).padStart(8, '0')}`;
  return {
    title: 'Machine Learning Engineer',
    shortcode,
    code: '',
    employment_type: 'Full-time',
    telecommuting: false,
    department: 'Research',
    url: `https://apply.workable.com/j/${shortcode}`,
    shortlink: `https://apply.workable.com/j/${shortcode}`,
    application_url: `https://apply.workable.com/j/${shortcode}/apply`,
    published_on: '2025-02-05',
    created_at: '2025-02-04',
    country: 'United States',
    city: 'New York',
    state: 'New York',
    education: '',
    experience: 'Mid-Senior level',
    function: 'Engineering',
    industry: 'Computer Software',
    locations: [
      { country: 'United States', countryCode: 'US', city: 'New York', region: 'New York', hidden: false },
    ],
    description: '<p>Ship models.</p><p>H-1B sponsorship available.</p>',
    ...overrides,
  };
}

/** A record in the shape of SPEC section 3, with the quirks real feeds have (wrapped values, 'undefined'). */
export function buildFeedRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = typeof overrides.id === 'string' ? overrides.id : `feed-${takeId()}`;
  return {
    id,
    title: 'Platform Engineer',
    organization: 'Globex',
    url: `https://careers.globex.example/jobs/${id}`,
    location: 'Seattle, WA',
    description_text: 'Run the platform. We sponsor H-1B visas.',
    posted_at: '2025-02-07T08:00:00Z',
    remote: { type: 'boolean', value: false },
    ai_employment_type: ['FULL_TIME'],
    ai_visa_sponsorship: true,
    ai_salary_min: 140_000,
    ai_salary_max: 180_000,
    ai_salary_currency: 'USD',
    li_organization_industry: 'undefined',
    ...overrides,
  };
}

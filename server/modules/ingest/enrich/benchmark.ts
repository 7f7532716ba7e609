/*
 * Enrichment throughput on realistic postings, for the pipeline's budget (>= 2,000 jobs/s including the
 * database upsert on 2 cores, so enrichment must stay well under 0.2 ms per typical 3 KB posting).
 * Run by the accuracy test, which prints the figure; kept here so a script can call it too.
 */
import type { RawPosting } from '../types.ts';
import { enrichPosting } from './index.ts';

const CITIES = [
  'San Francisco, CA',
  'New York, NY',
  'Austin, TX or Remote',
  'Remote - US',
  'Seattle, WA; Bellevue, WA',
];
const SPONSOR_LINES = [
  'We sponsor H-1B visas and support H-1B transfers for this role.',
  'Candidates must be authorized to work in the US without sponsorship now or in the future.',
  'Acme is an equal opportunity employer and participates in E-Verify.',
];

/** A Greenhouse-style posting (HTML escaped once more) of about 3 KB; `index` varies its details. */
export function buildSamplePosting(index: number): RawPosting {
  const html = [
    '<h2>About Acme</h2>',
    `<p>Acme builds payments infrastructure used by ${1000 + index} businesses. We raised a $40M Series B last year and are growing our platform team in ${CITIES[index % CITIES.length]}.</p>`,
    '<h3>What you will do</h3><ul>',
    '<li>Design, build and operate services in TypeScript and Go that move money safely.</li>',
    '<li>Own features end to end: design docs, implementation, tests, rollout and on-call.</li>',
    '<li>Work with product and design to turn customer problems into simple, reliable software.</li>',
    '<li>Improve our Postgres data model, queues and observability as traffic grows tenfold.</li>',
    '<li>Mentor engineers through code review, pairing and thoughtful written feedback.</li>',
    '<li>Partner with our security and compliance teams on audits, access reviews and incident drills.</li>',
    '<li>Write clear runbooks and keep our internal documentation accurate as systems change.</li>',
    '</ul><h3>What we are looking for</h3><ul>',
    `<li>${3 + (index % 5)}+ years of professional experience building backend systems.</li>`,
    '<li>Strong knowledge of relational databases, HTTP APIs and distributed systems basics.</li>',
    '<li>Experience with AWS or GCP, Docker and Kubernetes is a plus.</li>',
    '<li>Clear written communication; you enjoy explaining trade-offs to teammates.</li>',
    '<li>A track record of shipping incrementally, measuring results and cleaning up after yourself.</li>',
    '<li>Curiosity about payments, ledgers and the regulations that shape them; no prior fintech experience required.</li>',
    '</ul><h3>How we work</h3>',
    '<p>We are a team of 60 engineers spread across three offices. We write design docs before big changes, review each other&rsquo;s code within a day, and deploy to production many times a day behind feature flags. On-call is shared fairly, paid, and supported by good tooling.</p>',
    '<p>Our interview process has four steps: a recruiter call, a technical conversation about a system you built, a practical exercise in a real codebase, and a conversation with the team about how you like to work.</p>',
    '<h3>Compensation and benefits</h3>',
    `<p>The base salary range for this role is $${140 + (index % 20)},000 to $${180 + (index % 20)},000, plus equity and an annual bonus. Actual pay depends on location and experience.</p>`,
    '<ul><li>Medical, dental and vision insurance for you and your dependents</li><li>401(k) with 4% company match</li>',
    '<li>Unlimited PTO and 16 weeks of paid parental leave</li><li>$1,500 annual learning budget and a home office stipend</li></ul>',
    '<p>This is a hybrid role, 3 days in office.</p>',
    `<p>${SPONSOR_LINES[index % SPONSOR_LINES.length]}</p>`,
    '<p>Acme is committed to diversity, equity and inclusion. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability, protected veteran status or citizenship status.</p>',
  ].join('');
  const escaped = html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    source: 'greenhouse',
    boardKey: 'greenhouse:acme',
    externalId: String(4_000_000 + index),
    title: index % 7 === 0 ? 'Senior Software Engineer, Payments' : 'Software Engineer, Platform',
    company: 'Acme',
    url: `https://boards.greenhouse.io/acme/jobs/${4_000_000 + index}`,
    descriptionHtml: escaped,
    location: CITIES[index % CITIES.length] ?? null,
    postedAt: '2025-01-15T12:00:00Z',
  };
}

export type ThroughputFigure = {
  postings: number;
  /** Mean size of the HTML as a source sends it (escaped once more) and as HTML. */
  averageSentBytes: number;
  averageHtmlBytes: number;
  /** Median over the rounds of CPU time per posting: wall time swings with whatever else the machine runs. */
  cpuMsPerPosting: number;
  wallMsPerPosting: number;
  postingsPerSecond: number;
};

const ROUNDS = 5;

function findMedian(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Enriches `count` distinct sample postings ROUNDS times after a warm-up; medians per posting. */
export function measureThroughput(count = 2000): ThroughputFigure {
  const postings = Array.from({ length: count }, (_, index) => buildSamplePosting(index));
  const now = new Date('2025-02-01T00:00:00Z');
  for (const posting of postings) enrichPosting(posting, { now });
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const cpuStart = process.cpuUsage();
    const wallStart = performance.now();
    for (const posting of postings) enrichPosting(posting, { now });
    wall.push((performance.now() - wallStart) / count);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000 / count);
  }
  const sent = postings.reduce((sum, posting) => sum + (posting.descriptionHtml?.length ?? 0), 0);
  const html = postings.reduce(
    (sum, posting) =>
      sum +
      (posting.descriptionHtml ?? '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
        .length,
    0,
  );
  const cpuMsPerPosting = findMedian(cpu);
  return {
    postings: count,
    averageSentBytes: Math.round(sent / count),
    averageHtmlBytes: Math.round(html / count),
    cpuMsPerPosting,
    wallMsPerPosting: findMedian(wall),
    postingsPerSecond: Math.round(1000 / cpuMsPerPosting),
  };
}

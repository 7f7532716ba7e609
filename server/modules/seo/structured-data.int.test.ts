import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuild } from '../../../scripts/lib/ensure-build.ts';
import { buildJob, createJobs } from '../../../tests/factories/jobs.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { rowsOf } from '../community/sql.ts';
import { createComment, createMember, createPost } from '../community/test-helpers.ts';

/**
 * Google's documented properties, checked on the server-rendered HTML (what a crawler reads). Each list is
 * copied from the page named above it; "required" must be present, "recommended" are what we commit to.
 */
const GOOGLE = {
  // https://developers.google.com/search/docs/appearance/structured-data/job-posting
  jobPosting: {
    required: ['datePosted', 'description', 'hiringOrganization', 'title'],
    // jobLocation is required unless the job is fully remote (jobLocationType TELECOMMUTE + applicantLocationRequirements).
    recommended: ['baseSalary', 'directApply', 'employmentType', 'identifier', 'validThrough'],
    hiringOrganization: ['name'],
    jobLocationAddress: ['addressCountry', 'addressLocality'],
  },
  // https://developers.google.com/search/docs/appearance/structured-data/discussion-forum
  discussionForumPosting: {
    required: ['author', 'datePublished'],
    /** One of text, image or video is required: ours are text posts. */
    requiredText: 'text',
    recommended: ['comment', 'headline', 'interactionStatistic', 'mainEntityOfPage', 'url'],
    comment: { required: ['author', 'datePublished', 'text'] },
    author: { required: ['name'] },
  },
  // https://developers.google.com/search/docs/appearance/structured-data/breadcrumb
  breadcrumbList: { required: ['itemListElement'], listItem: ['position', 'name', 'item'] },
  // https://developers.google.com/search/docs/appearance/structured-data/sitelinks-searchbox
  webSite: { required: ['url', 'potentialAction'], searchAction: ['target', 'query-input'] },
} as const;

/** Open Graph (https://ogp.me) and X/Twitter card tags every public page carries. */
const SHARE_TAGS = ['og:title', 'og:description', 'og:image', 'og:url'];

const BASE = 'https://jobs.example';
const HTML = { accept: 'text/html,application/xhtml+xml' };
type Json = Record<string, unknown>;

function jsonLdOf(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Json,
  );
}

function metaOf(html: string, key: string): string | undefined {
  const pattern = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`);
  return pattern.exec(html)?.[1]?.replaceAll('&amp;', '&');
}

function expectProperties(object: unknown, keys: readonly string[], what: string): void {
  expect(object, what).toBeTypeOf('object');
  for (const key of keys) {
    const value = (object as Json)[key];
    expect(value, `${what}.${key}`).toBeDefined();
    expect(value, `${what}.${key}`).not.toBe('');
  }
}

const ofType = (blocks: Json[], type: string) => blocks.filter((block) => block['@type'] === type);

function expectBreadcrumbs(blocks: Json[], names: string[]): void {
  const [list] = ofType(blocks, 'BreadcrumbList');
  expectProperties(list, GOOGLE.breadcrumbList.required, 'BreadcrumbList');
  const items = (list?.itemListElement ?? []) as Json[];
  expect(items.map((item) => item.name)).toEqual(names);
  items.forEach((item, index) => {
    expectProperties(item, GOOGLE.breadcrumbList.listItem, `ListItem ${index}`);
    expect(item.position).toBe(index + 1);
    expect(String(item.item)).toMatch(/^https:\/\/jobs\.example\//);
  });
}

describe('structured data and share previews in the server-rendered pages', { timeout: 120_000 }, () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  let postId: string;

  const page = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: HTML });
    return { status: response.statusCode, html: response.body };
  };

  beforeAll(async () => {
    if (!(await ensureBuild({ log: () => {} }))) throw new Error('react-router build failed');
    t = await buildTestApp({ ssr: 'build', config: { publicUrl: BASE } });
    const { db } = t.database;
    await createJobs(db, [
      buildJob({
        jobId: 'sd-onsite',
        title: 'Data Engineer </script><script>alert(1)</script>',
        visaSponsorship: true,
      }),
      buildJob({
        jobId: 'sd-remote',
        title: 'Remote Platform Engineer',
        location: 'Remote, United States',
        city: null,
        state: null,
        remote: true,
        workArrangement: 'Remote Solely',
        salaryMin: null,
        salaryMax: null,
        descriptionText: 'Remote within the US. We sponsor H1B visas and transfers.',
        visaSponsorship: true,
      }),
      buildJob({ jobId: 'sd-expired', title: 'Closed Role', expiresAt: new Date(Date.now() - 60_000) }),
    ]);
    for (const row of rowsOf<{ id: string; job_id: string }>(
      await db.execute(sql`SELECT id::text, job_id FROM jobs WHERE job_id LIKE 'sd-%'`),
    )) {
      ids[row.job_id] = Number(row.id);
    }
    const author = await createMember(t.app, db, { fullName: 'Asha Rao' });
    const replier = await createMember(t.app, db, { fullName: 'Ben Ode' });
    const post = await createPost(t.app, author, {
      title: 'Stamping in Chennai: what to bring?',
      content: 'My interview is next week. Which documents did you need?',
      topic_category: 'h1b_stamping',
    });
    postId = post.id;
    const top = await createComment(t.app, replier, post.id, 'Bring your I-797 and pay stubs.');
    const topId = top.json<{ comment: { id: string } }>().comment.id;
    await createComment(t.app, author, post.id, 'Thanks! Did they ask for the LCA?', topId);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it('a job page has a JobPosting with Google’s required and recommended properties, and a BreadcrumbList', async () => {
    const { status, html } = await page(`/jobs/${ids['sd-onsite']}`);
    expect(status).toBe(200);
    // Markup in a title stays inside the JSON: the block still parses, and no script element is opened.
    expect(html).not.toContain('<script>alert(1)</script>');
    const blocks = jsonLdOf(html);
    const [job] = ofType(blocks, 'JobPosting');
    expectProperties(job, GOOGLE.jobPosting.required, 'JobPosting');
    expectProperties(job, GOOGLE.jobPosting.recommended, 'JobPosting');
    expect(job?.title).toBe('Data Engineer </script><script>alert(1)</script>');
    expectProperties(job?.hiringOrganization, GOOGLE.jobPosting.hiringOrganization, 'hiringOrganization');
    expectProperties((job?.jobLocation as Json).address, GOOGLE.jobPosting.jobLocationAddress, 'address');
    expect(Date.parse(String(job?.validThrough))).toBeGreaterThan(Date.now());
    expect(job?.directApply).toBe(false);
    expect(job?.identifier).toMatchObject({ '@type': 'PropertyValue', value: 'sd-onsite' });
    expect(job?.baseSalary).toMatchObject({ '@type': 'MonetaryAmount', currency: 'USD' });
    expect(job?.employmentType).toBe('FULL_TIME');
    expectBreadcrumbs(blocks, ['Home', 'Browse Jobs', 'Data Engineer </script><script>alert(1)</script>']);
  });

  it('a fully remote job is TELECOMMUTE with a country requirement and no visa wording in it, and no salary when unknown', async () => {
    const { html } = await page(`/jobs/${ids['sd-remote']}`);
    const [job] = ofType(jsonLdOf(html), 'JobPosting');
    expectProperties(job, GOOGLE.jobPosting.required, 'JobPosting');
    expect(job?.jobLocationType).toBe('TELECOMMUTE');
    expect(job).not.toHaveProperty('jobLocation');
    expect(job?.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'US' });
    expect(JSON.stringify(job?.applicantLocationRequirements)).not.toMatch(/visa|h-?1b|sponsor|citizen/i);
    expect(job).not.toHaveProperty('baseSalary');
  });

  it('an expired job stays readable but has no JobPosting and is noindex', async () => {
    const { status, html } = await page(`/jobs/${ids['sd-expired']}`);
    expect(status).toBe(200);
    expect(ofType(jsonLdOf(html), 'JobPosting')).toEqual([]);
    expect(metaOf(html, 'robots')).toBe('noindex, nofollow');
  });

  it('a post page has a DiscussionForumPosting with its comment thread nested, and a BreadcrumbList', async () => {
    const { status, html } = await page(`/community/post/${postId}`);
    expect(status).toBe(200);
    const blocks = jsonLdOf(html);
    const [posting] = ofType(blocks, 'DiscussionForumPosting');
    expectProperties(posting, GOOGLE.discussionForumPosting.required, 'DiscussionForumPosting');
    expectProperties(posting, [GOOGLE.discussionForumPosting.requiredText], 'DiscussionForumPosting');
    expectProperties(posting, GOOGLE.discussionForumPosting.recommended, 'DiscussionForumPosting');
    expectProperties(posting?.author, GOOGLE.discussionForumPosting.author.required, 'author');
    const [top] = posting?.comment as Json[];
    expectProperties(top, GOOGLE.discussionForumPosting.comment.required, 'comment');
    expect(top?.text).toBe('Bring your I-797 and pay stubs.');
    const [reply] = top?.comment as Json[];
    expectProperties(reply, GOOGLE.discussionForumPosting.comment.required, 'reply');
    expect(reply?.text).toBe('Thanks! Did they ask for the LCA?');
    expectBreadcrumbs(blocks, ['Home', 'Community', 'Visa Stamping', 'Stamping in Chennai: what to bring?']);
  });

  it('a community category page has a BreadcrumbList', async () => {
    const { html } = await page('/community?category=h1b_stamping');
    expectBreadcrumbs(jsonLdOf(html), ['Home', 'Community', 'Visa Stamping']);
  });

  it('the landing page has a WebSite with a SearchAction into /jobs', async () => {
    const { html } = await page('/');
    const [site] = ofType(jsonLdOf(html), 'WebSite');
    expectProperties(site, GOOGLE.webSite.required, 'WebSite');
    const action = site?.potentialAction as Json;
    expect(action['@type']).toBe('SearchAction');
    expectProperties(action, GOOGLE.webSite.searchAction, 'SearchAction');
    expect(action.target).toBe(`${BASE}/jobs?search={search_term_string}`);
    expect(action['query-input']).toBe('required name=search_term_string');
  });

  it('every public page has Open Graph tags and a large-image Twitter card; jobs and posts their own image', async () => {
    const pages: [string, string | null][] = [
      ['/', null],
      ['/jobs', null],
      ['/jobs?search=engineer', null],
      ['/community', null],
      ['/community?category=h1b_stamping', null],
      [`/jobs/${ids['sd-onsite']}`, `${BASE}/og/jobs/${ids['sd-onsite']}.png`],
      [`/community/post/${postId}`, `${BASE}/og/posts/${postId}.png`],
    ];
    for (const [url, ownImage] of pages) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      for (const key of SHARE_TAGS) expect(metaOf(html, key), `${url} ${key}`).toBeTruthy();
      expect(metaOf(html, 'og:url'), url).toMatch(/^https:\/\/jobs\.example\//);
      expect(metaOf(html, 'og:image'), url).toBe(ownImage ?? `${BASE}/og-image.png`);
      expect(metaOf(html, 'og:image:width')).toBe('1200');
      expect(metaOf(html, 'og:image:height')).toBe('630');
      expect(metaOf(html, 'twitter:card'), url).toBe('summary_large_image');
      expect(metaOf(html, 'twitter:image'), url).toBe(metaOf(html, 'og:image'));
      if (ownImage) {
        const image = await t.app.inject({ method: 'GET', url: ownImage.replace(BASE, '') });
        expect(image.statusCode, ownImage).toBe(200);
        expect(image.headers['content-type']).toBe('image/png');
      }
    }
  });

  it('the crawler preview of a post (social-preview) points at the post’s own image', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/social-preview?id=${postId}` });
    expect(response.statusCode).toBe(200);
    expect(metaOf(response.body, 'og:image')).toBe(`${BASE}/og/posts/${postId}.png`);
    expect(metaOf(response.body, 'twitter:card')).toBe('summary_large_image');
  });
});

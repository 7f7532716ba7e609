import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuild } from '../../scripts/lib/ensure-build.ts';
import { createMember, type TestMember } from '../../server/modules/community/test-helpers.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { makeResumePdf } from '../fixtures/resume-files.ts';
import { findExecutableMarkup } from '../fixtures/xss-inert.ts';
import { BAD_PARAMS, RAW_QUERIES } from '../fuzz/arbitraries.ts';
import { XSS_PAYLOADS } from '../fixtures/xss-payloads.ts';

/**
 * The XSS corpus through every field people write (display names, post titles and bodies, comments and
 * replies, tags, flag details, job alert terms, resume file names, the search boxes, the URL itself),
 * then every server-rendered page that shows them, checked for executable markup in the raw HTML,
 * the JSON-LD and the meta tags (decisions 021 and 060).
 */

const HTML = { accept: 'text/html,application/xhtml+xml' };
const MODERATOR = 'xss-moderator@example.com';
/** Tags are at most 30 characters: the corpus' short forms. */
const TAG_PAYLOADS = [
  '<svg/onload=alert(1)>',
  '<img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
  'javascript:alert(1)',
  "'><b onmouseover=alert(1)>",
];
/** File names cannot hold a double quote in a multipart header; the rest of the corpus can. */
const FILE_NAMES = [
  '<img src=x onerror=alert(1)>.pdf',
  "'><svg onload=alert(1)>.pdf",
  '</title><script>alert(1)</script>.pdf',
  'javascript:alert(1).pdf',
];

function escapeLikeReact(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

function multipart(fileName: string, content: Buffer): { payload: Buffer; contentType: string } {
  const boundary = 'xssboundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('user-written payloads render inert on every page that shows them', { timeout: 600_000 }, () => {
  let t: TestApp;
  let moderator: TestMember;
  const authors: { payload: string; member: TestMember; postId: string }[] = [];
  const origin = () => ({ origin: new URL(t.config.publicUrl).origin });

  beforeAll(async () => {
    if (!(await ensureBuild({ log: () => {} }))) throw new Error('react-router build failed');
    t = await buildTestApp({ ssr: 'build', config: { moderatorEmails: [MODERATOR] } });
    moderator = await createMember(t.app, t.database.db, { email: MODERATOR, fullName: 'Mod' });
    for (const payload of XSS_PAYLOADS) {
      const member = await createMember(t.app, t.database.db, { fullName: payload.slice(0, 100) });
      const post = await t.app.inject({
        method: 'POST',
        url: '/api/community/posts',
        cookies: member.cookies,
        headers: origin(),
        payload: {
          title: payload,
          content: `${payload}\n\nSee ${payload} or https://example.com/?q=${payload}`,
          topic_category: 'h1b_lottery',
          tags: TAG_PAYLOADS,
        },
      });
      expect({ payload, status: post.statusCode, body: post.statusCode === 201 ? '' : post.body }).toEqual({
        payload,
        status: 201,
        body: '',
      });
      const postId = post.json<{ post: { id: string } }>().post.id;
      const comment = await t.app.inject({
        method: 'POST',
        url: `/api/community/posts/${postId}/comments`,
        cookies: member.cookies,
        headers: origin(),
        payload: { content: payload },
      });
      expect(comment.statusCode).toBe(201);
      const reply = await t.app.inject({
        method: 'POST',
        url: `/api/community/posts/${postId}/comments`,
        cookies: moderator.cookies,
        headers: origin(),
        payload: {
          content: `${payload} (reply)`,
          parent_comment_id: comment.json<{ comment: { id: string } }>().comment.id,
        },
      });
      expect(reply.statusCode).toBe(201);
      const flag = await t.app.inject({
        method: 'POST',
        url: `/api/community/posts/${postId}/flag`,
        cookies: moderator.cookies,
        headers: origin(),
        payload: { reason: 'other', details: payload },
      });
      expect(flag.statusCode).toBeLessThan(300);
      const alert = await t.app.inject({
        method: 'POST',
        url: '/api/job-alerts',
        cookies: member.cookies,
        headers: origin(),
        payload: { search_term: payload.slice(0, 200), city: payload.slice(0, 100), frequency: 'daily' },
      });
      expect(alert.statusCode).toBeLessThan(300);
      authors.push({ payload, member, postId });
    }
  }, 900_000);
  afterAll(async () => {
    await t?.close();
  });

  function inert(html: string, what: string): void {
    expect({
      what,
      problems: findExecutableMarkup(html, [...XSS_PAYLOADS, ...TAG_PAYLOADS, ...FILE_NAMES]),
    }).toEqual({
      what,
      problems: [],
    });
  }

  async function page(url: string, member?: TestMember) {
    const response = await t.app.inject({ method: 'GET', url, headers: HTML, cookies: member?.cookies });
    expect({ url, status: response.statusCode }).toEqual({ url, status: expect.any(Number) });
    expect(response.statusCode).toBeLessThan(500);
    return response;
  }

  it('the post page (title, body, names, tags, comments, replies; JSON-LD and meta) of every payload', async () => {
    for (const { payload, postId } of authors) {
      const response = await page(`/community/post/${postId}`);
      expect(response.statusCode).toBe(200);
      // The payload is shown, as text.
      expect({ payload, shown: response.body.includes(escapeLikeReact(payload.trim())) }).toEqual({
        payload,
        shown: true,
      });
      inert(response.body, `post page: ${payload}`);
    }
  });

  it('the community list (cards with titles, excerpts, names and tags), every sort', async () => {
    for (const url of ['/community', '/community?sort=recent', '/community?sort=popular']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      inert(response.body, url);
    }
  });

  it("the moderators' review queue (flag details, titles, names)", async () => {
    const response = await page('/community/review', moderator);
    inert(response.body, 'review queue');
  });

  it('the profile page (name, e-mail, job alert terms) and the menu on every page, signed in', async () => {
    for (const { payload, member } of authors) {
      for (const url of ['/profile', '/', '/jobs']) {
        const response = await page(url, member);
        inert(response.body, `${url} signed in as ${payload}`);
      }
    }
  });

  it('the search boxes and the URL itself (jobs, sponsors, community, unknown paths)', async () => {
    for (const payload of XSS_PAYLOADS) {
      const q = encodeURIComponent(payload);
      for (const url of [
        `/jobs?search=${q}`,
        `/jobs?search=${q}&city=${q}&state=${q}`,
        `/sponsors?q=${encodeURIComponent(payload.slice(0, 100))}`,
        `/community?category=${q}`,
        `/jobs/${q}`,
        `/sponsors/${q}`,
        `/community/post/${q}`,
        `/${q}`,
      ]) {
        const response = await page(url);
        inert(response.body, url);
      }
    }
  });

  it('the resume page (the uploaded file name)', async () => {
    const member = authors[0]?.member;
    if (!member) throw new Error('no member');
    const pdf = await makeResumePdf();
    for (const fileName of FILE_NAMES) {
      const body = multipart(fileName, pdf);
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/resume',
        cookies: member.cookies,
        headers: { ...origin(), 'content-type': body.contentType },
        payload: body.payload,
      });
      expect({ fileName, status: upload.statusCode }).toEqual({ fileName, status: expect.any(Number) });
      expect(upload.statusCode).toBeLessThan(300);
      const response = await page('/resume', member);
      expect(response.statusCode).toBe(200);
      inert(response.body, `resume page: ${fileName}`);
      const profile = await page('/profile', member);
      inert(profile.body, `profile with resume: ${fileName}`);
    }
  });

  it('hostile query strings and path segments on the pages answer below 500, inert', async () => {
    for (const pagePath of ['/jobs', '/sponsors', '/community', '/profile']) {
      for (const query of RAW_QUERIES) {
        const response = await page(
          `${pagePath}?${query}`,
          pagePath === '/profile' ? authors[0]?.member : undefined,
        );
        inert(response.body, `${pagePath}?${query.slice(0, 60)}`);
      }
    }
    for (const segment of BAD_PARAMS) {
      for (const pagePath of ['/jobs/', '/sponsors/', '/community/post/']) {
        const response = await page(`${pagePath}${segment}`);
        inert(response.body, `${pagePath}${segment.slice(0, 60)}`);
      }
    }
  });
});

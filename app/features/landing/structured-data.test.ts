import { describe, expect, it } from 'vitest';
import { buildLandingJsonLd } from './structured-data.ts';

describe('buildLandingJsonLd', () => {
  const [organization, website] = buildLandingJsonLd('https://example.org', 'SponsorPath');
  it('names the organisation with an absolute logo URL', () => {
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'SponsorPath',
      logo: 'https://example.org/logo.png',
    });
  });
  it('declares the job search as the site search action', () => {
    expect(website).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: 'https://example.org/jobs?search={search_term_string}',
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

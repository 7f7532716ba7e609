import { describe, expect, it } from 'vitest';
import { buildShareUrl, toHashtags } from './share-links.ts';

const INPUT = {
  url: 'https://sponsorpath.example/community/post/0b6d8f0e-1111-4aaa-8bbb-123456789abc',
  title: 'Lottery results & next steps?',
  description: 'Selected in the second round. What now?',
  tags: ['lottery', 'green-card', 'LOTTERY', 'h1b'],
};

describe('share links', () => {
  it('turns tags into distinct Twitter hashtags after the base ones', () => {
    expect(toHashtags(INPUT.tags)).toEqual(['H1B', 'SponsorPath', 'lottery', 'greencard']);
    expect(toHashtags(['a', 'b', 'c', 'd', 'e'])).toHaveLength(5);
    expect(toHashtags(['<script>', '#'])).toEqual(['H1B', 'SponsorPath', 'script']);
  });

  it('builds a Twitter intent with the title, the URL and the hashtags', () => {
    const url = new URL(buildShareUrl('twitter', INPUT));
    expect(url.origin + url.pathname).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('text')).toBe(INPUT.title);
    expect(url.searchParams.get('url')).toBe(INPUT.url);
    expect(url.searchParams.get('hashtags')).toBe('H1B,SponsorPath,lottery,greencard');
  });

  it('builds LinkedIn, WhatsApp and mailto links that carry the encoded URL', () => {
    const linkedin = new URL(buildShareUrl('linkedin', INPUT));
    expect(linkedin.hostname).toBe('www.linkedin.com');
    expect(linkedin.searchParams.get('url')).toBe(INPUT.url);
    const whatsapp = new URL(buildShareUrl('whatsapp', INPUT));
    expect(whatsapp.hostname).toBe('wa.me');
    expect(whatsapp.searchParams.get('text')).toBe(`${INPUT.title}\n${INPUT.url}`);
    const mail = buildShareUrl('email', INPUT);
    expect(mail.startsWith('mailto:?subject=')).toBe(true);
    expect(decodeURIComponent(mail)).toContain(INPUT.description);
    expect(mail).not.toContain('&next');
    expect(mail).toContain(encodeURIComponent('Lottery results & next steps?'));
  });
});

import { describe, expect, it } from 'vitest';
import { reduceReferrer, scrubPath } from './analytics.ts';

describe('page view privacy', () => {
  it('keeps only origin and path of a referrer', () => {
    expect(reduceReferrer('https://www.google.com/search?q=h1b+jobs')).toBe('https://www.google.com/search');
    expect(reduceReferrer('javascript:alert(1)')).toBeNull();
    expect(reduceReferrer('not a url')).toBeNull();
    expect(reduceReferrer(undefined)).toBeNull();
  });
  it('removes reset tokens from tracked paths', () => {
    expect(scrubPath('/auth?reset=true&token=abc123')).toBe('/auth?reset=true&token=redacted');
    expect(scrubPath('/jobs?search=data')).toBe('/jobs?search=data');
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CorrectedSearchNotice, RelatedMatchNotice } from './related-match-notice.tsx';

describe('RelatedMatchNotice', () => {
  it('says exactly that no job matched the term and the list is related jobs', () => {
    const html = renderToStaticMarkup(<RelatedMatchNotice term="director of engineering" />);
    const text = html.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"');
    expect(text).toBe('No exact matches for "director of engineering"; showing related jobs');
    expect(html).toContain('role="status"');
  });
});

describe('CorrectedSearchNotice', () => {
  it('says which words were searched instead of a typo', () => {
    const html = renderToStaticMarkup(<CorrectedSearchNotice searchedFor="nurse jobs" />);
    expect(html.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"')).toBe('Showing results for "nurse jobs"');
    expect(html).toContain('role="status"');
  });
});

import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  TOPIC_CATEGORIES,
  TOPIC_CATEGORY_LABELS,
  type CategoryCountsResponse,
} from '../../../core/community.ts';
import { SessionProvider } from '../auth/index.ts';
import { CommunityPage } from './community-page.tsx';

const COUNTS: CategoryCountsResponse = {
  categories: TOPIC_CATEGORIES.map((value, index) => ({
    value,
    label: TOPIC_CATEGORY_LABELS[value],
    post_count: index,
  })),
  total: 45,
};

function render(category: (typeof TOPIC_CATEGORIES)[number] | null): string {
  const Stub = createRoutesStub([
    {
      path: '/community',
      Component: () => (
        <SessionProvider initialUser={null} initialSession={null}>
          <CommunityPage
            params={{ category, sort: 'popular' }}
            firstPage={{ posts: [], next_cursor: null }}
            counts={COUNTS}
            viewer={null}
            renderedAt={Date.parse('2026-11-22T12:00:00.000Z')}
          />
        </SessionProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/community']} />).replace(/<!-- -->/g, '');
}

describe('CommunityPage', () => {
  it("shows SPEC's empty state: 'No posts found' with 'Create First Post'", () => {
    const html = render('f1_opt');
    expect(html).toContain('No posts found');
    expect(html).toContain('Create First Post');
  });

  it('lists every category with its label and post count, keeping the sort in the links', () => {
    const html = render(null);
    expect(html).toContain('All Categories');
    for (const [index, value] of TOPIC_CATEGORIES.entries()) {
      expect(html).toContain(`href="/community?category=${value}&amp;sort=popular"`);
      expect(html).toContain(`${TOPIC_CATEGORY_LABELS[value].replace('&', '&amp;')}</span>`);
      expect(html).toMatch(
        new RegExp(`category=${value}&amp;sort=popular"[^>]*>.*?>${index}<span class="sr-only"> posts`),
      );
    }
  });
});

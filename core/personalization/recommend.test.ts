import { describe, expect, it } from 'vitest';
import { RECOMMENDATIONS_PER_COMPANY } from './constants.ts';
import {
  pickRecommendations,
  preferredPlace,
  scoreCandidate,
  type Candidate,
  type Scored,
} from './recommend.ts';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const NOWHERE = { city: null, state: null };

function candidate(overrides: Partial<Candidate> & { id: number }): Candidate {
  return {
    organizationSlug: `org-${overrides.id}`,
    title: `Role ${overrides.id}`,
    city: 'Austin',
    state: 'TX',
    postedAt: NOW,
    sponsorRank: 1,
    searches: [],
    viewedTitles: [],
    skillMatches: 0,
    popularity: 0,
    ...overrides,
  };
}

describe('scoreCandidate', () => {
  it('ranks a job from the newest search above one from an older search, and says why, strongest first', () => {
    const newest = scoreCandidate(
      candidate({ id: 1, searches: [{ term: 'data engineer', place: 'TX', rank: 0 }], skillMatches: 2 }),
      NOWHERE,
      NOW,
    );
    const older = scoreCandidate(
      candidate({ id: 2, searches: [{ term: 'analyst', place: null, rank: 2 }], skillMatches: 2 }),
      NOWHERE,
      NOW,
    );
    expect(newest.score).toBeGreaterThan(older.score);
    expect(newest.reasons[0]).toBe("you searched 'data engineer' in TX");
    expect(newest.reasons).toContain('matches 2 skills on your resume');
    expect(older.reasons[0]).toBe("you searched 'analyst'");
  });

  it('keeps scores within 0..100 and never rewards a posting that says it does not sponsor', () => {
    const says = scoreCandidate(candidate({ id: 1, sponsorRank: 2 }), NOWHERE, NOW);
    const saysNot = scoreCandidate(candidate({ id: 2, sponsorRank: 0 }), NOWHERE, NOW);
    expect(saysNot.score).toBeLessThan(says.score);
    expect(saysNot.score).toBeGreaterThanOrEqual(0);
    const everything = scoreCandidate(
      candidate({
        id: 3,
        searches: [{ term: 'nurse', place: null, rank: 0 }],
        viewedTitles: ['Nurse'],
        skillMatches: 9,
        popularity: 9,
        sponsorRank: 2,
      }),
      { city: 'Austin', state: 'TX' },
      NOW,
    );
    expect(everything.score).toBeLessThanOrEqual(100);
    expect(everything.reasons).toContain('matches 9 skills on your resume');
  });
});

describe('pickRecommendations', () => {
  const scored = (
    id: number,
    score: number,
    organizationSlug: string,
    postingKey = `${organizationSlug}|${id}`,
  ): Scored => ({
    id,
    organizationSlug,
    postingKey,
    score,
    reasons: [],
  });

  it('takes the best first, at most 3 of one company, up to the limit', () => {
    const items = [
      scored(1, 90, 'acme'),
      scored(2, 80, 'acme'),
      scored(3, 70, 'acme'),
      scored(4, 60, 'acme'),
      scored(5, 50, 'globex'),
      scored(6, 40, 'initech'),
    ];
    const picked = pickRecommendations(items, 5);
    expect(picked.map((item) => item.id)).toEqual([1, 2, 3, 5, 6]);
    expect(picked.filter((item) => item.organizationSlug === 'acme')).toHaveLength(
      RECOMMENDATIONS_PER_COMPANY,
    );
    expect(pickRecommendations(items, 2).map((item) => item.id)).toEqual([1, 2]);
  });

  it('shows one of the postings that look the same (one company reposting a title in a city)', () => {
    const a = scoreCandidate(
      candidate({ id: 10, organizationSlug: 'maple', title: 'Management Consultant' }),
      NOWHERE,
      NOW,
    );
    const b = scoreCandidate(
      candidate({ id: 11, organizationSlug: 'maple', title: 'management consultant ' }),
      NOWHERE,
      NOW,
    );
    const elsewhere = scoreCandidate(
      candidate({ id: 12, organizationSlug: 'maple', title: 'Management Consultant', city: 'Dallas' }),
      NOWHERE,
      NOW,
    );
    const picked = pickRecommendations([a, b, elsewhere], 30);
    expect(picked.map((item) => item.id).sort()).toEqual([11, 12]);
  });
});

describe('preferredPlace', () => {
  it('is the state of at least 40% of the located signals, with its top city when that city holds 40% of them', () => {
    expect(
      preferredPlace([
        { city: 'Austin', state: 'TX' },
        { city: 'Austin', state: 'TX' },
        { city: 'Dallas', state: 'TX' },
        { city: 'Seattle', state: 'WA' },
        { city: null, state: null },
      ]),
    ).toEqual({ state: 'TX', city: 'Austin' });
    expect(preferredPlace([{ city: null, state: null }])).toEqual(NOWHERE);
    expect(
      preferredPlace([
        { city: 'A', state: 'TX' },
        { city: 'B', state: 'WA' },
        { city: 'C', state: 'CA' },
      ]),
    ).toEqual(NOWHERE);
  });
});

import { describe, expect, it } from 'vitest';
import {
  decideTracking,
  editSimilarity,
  isSimilarSearch,
  isWorthSaving,
  locationFilter,
  parseLocationFilter,
  partialSearchIds,
  recentSearchTerms,
} from './search-history.ts';
import { recommendationsRetryDelay } from './constants.ts';
import { describeAlert } from './alerts.ts';

describe('SPEC 5 "Search history saving"', () => {
  it('needs at least 3 characters', () => {
    expect(isWorthSaving('ab')).toBe(false);
    expect(isWorthSaving('  a b ')).toBe(true);
    expect(isWorthSaving('aws')).toBe(true);
  });
  it('keeps a single word only when it is react, python, java, docker, aws or sql', () => {
    for (const word of ['react', 'Python', 'JAVA', 'docker', 'aws', 'sql'])
      expect(isWorthSaving(word)).toBe(true);
    for (const word of ['engineer', 'golang', 'javascript', 'reactjs'])
      expect(isWorthSaving(word)).toBe(false);
  });
  it('keeps a term of several words', () => {
    expect(isWorthSaving('data engineer')).toBe(true);
    expect(isWorthSaving('go dev')).toBe(true);
  });
  it('similar when equal (case and spacing aside)', () => {
    expect(isSimilarSearch('Data  Engineer', 'data engineer')).toBe(true);
  });
  it('similar when one contains the other within 3 characters, not 4', () => {
    expect(isSimilarSearch('data engineer', 'data engineers')).toBe(true);
    expect(isSimilarSearch('react dev', 'react developer')).toBe(false); // 6 longer, similarity 0.6
    expect(isSimilarSearch('java dev', 'java devops')).toBe(true); // contained, 3 longer
    expect(isSimilarSearch('java dev', 'java devops!')).toBe(false); // contained, 4 longer
  });
  it('similar when lengths differ by at most 2 and edit similarity is above 0.8', () => {
    expect(editSimilarity('data engineer', 'data enginere')).toBeCloseTo(1 - 2 / 13);
    expect(isSimilarSearch('data engineer', 'data enginere')).toBe(true);
    // length difference 2, similarity 8/10 = 0.8: not above 0.8
    expect(isSimilarSearch('abcdefghij', 'abcdefghXYzz'.slice(0, 10))).toBe(false);
    expect(isSimilarSearch('ux designer', 'ui developer')).toBe(false);
  });
  it('compares with the last 10 searches only', () => {
    const recent = ['a b', 'c d', 'e f', 'g h', 'i j', 'k l', 'm n', 'o p', 'q r', 's t', 'data engineer'];
    expect(decideTracking('data engineer', recent)).toEqual({ record: true });
    expect(decideTracking('data engineer', recent.slice(1))).toEqual({
      record: false,
      reason: 'similar',
      similarTo: 'data engineer',
    });
    expect(decideTracking('engineer', [])).toEqual({ record: false, reason: 'not_meaningful' });
  });
  it('deletes strictly shorter contained searches as partial searches', () => {
    const stored = [
      { id: 1, search_term: 'data' },
      { id: 2, search_term: 'data eng' },
      { id: 3, search_term: 'data engineer' },
      { id: 4, search_term: 'engineer data' },
      { id: 5, search_term: 'Data Engineer Remote' },
    ];
    expect(partialSearchIds('data engineer', stored)).toEqual([1, 2]);
  });
});

describe('recent searches', () => {
  it('takes at most 5 distinct of the last 20 rows, newest first', () => {
    const rows = ['a a', 'b b', 'A A', 'c c', 'd d', 'e e', 'f f', 'g g'].map((search_term) => ({
      search_term,
    }));
    expect(recentSearchTerms(rows)).toEqual(['a a', 'b b', 'c c', 'd d', 'e e']);
    const late = [...Array.from({ length: 20 }, () => ({ search_term: 'x y' })), { search_term: 'late one' }];
    expect(recentSearchTerms(late)).toEqual(['x y']);
  });
});

describe('location filter', () => {
  it('joins city and state with a comma and reads it back', () => {
    expect(locationFilter('Austin', 'TX')).toBe('Austin, TX');
    expect(locationFilter(null, 'TX')).toBe('TX');
    expect(locationFilter('', null)).toBeNull();
    expect(parseLocationFilter('Austin, TX')).toEqual({ city: 'Austin', state: 'TX' });
    expect(parseLocationFilter('tx')).toEqual({ city: null, state: 'TX' });
    expect(parseLocationFilter('Seattle')).toEqual({ city: 'Seattle', state: null });
  });
});

describe('constants', () => {
  it('backs off from 1 s up to 5 s', () => {
    expect([0, 1, 2, 3].map(recommendationsRetryDelay)).toEqual([1000, 2000, 4000, 5000]);
  });
  it('describes an alert', () => {
    expect(
      describeAlert({
        search_term: 'data engineer',
        city: 'Austin',
        state: 'TX',
        work_arrangement: 'remote',
        employment_type: null,
      }),
    ).toBe("'data engineer' in Austin, TX, remote");
    expect(
      describeAlert({
        search_term: null,
        city: null,
        state: null,
        work_arrangement: null,
        employment_type: null,
      }),
    ).toBe('All jobs');
  });
});

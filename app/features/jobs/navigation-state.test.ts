import { describe, expect, it } from 'vitest';
import { fromJobsState, readFromJobsState } from './navigation-state.ts';

describe('readFromJobsState', () => {
  it('reads the state the list leaves behind', () => {
    expect(readFromJobsState(fromJobsState('search=qa'))).toEqual({ from: 'jobs', search: 'search=qa' });
  });

  it('ignores anything else', () => {
    expect(readFromJobsState(null)).toBeNull();
    expect(readFromJobsState('jobs')).toBeNull();
    expect(readFromJobsState({ from: 'home', search: '' })).toBeNull();
    expect(readFromJobsState({ from: 'jobs', search: 3 })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { buildTrackedPath } from './tracked-path.ts';

describe('buildTrackedPath', () => {
  it('keeps pathname and query as they are when there is no token', () => {
    expect(buildTrackedPath('/', '')).toBe('/');
    expect(buildTrackedPath('/jobs', '?search=data%20engineer&state=CA')).toBe(
      '/jobs?search=data%20engineer&state=CA',
    );
  });
  it('removes the reset token wherever it sits in the query', () => {
    expect(buildTrackedPath('/auth', '?reset=true&token=abc123')).toBe('/auth?reset=true');
    expect(buildTrackedPath('/auth', '?token=abc123&reset=true')).toBe('/auth?reset=true');
    expect(buildTrackedPath('/auth', '?token=abc123')).toBe('/auth');
  });
});

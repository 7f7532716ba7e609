import { describe, expect, it, vi } from 'vitest';
import { invalidateHasResume, loadHasResume } from './has-resume-cache.ts';

describe('has-resume cache', () => {
  it('asks once per user until invalidated, then asks again', async () => {
    invalidateHasResume();
    const fetchAnswer = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    expect(await loadHasResume('u1', fetchAnswer)).toBe(false);
    expect(await loadHasResume('u1', fetchAnswer)).toBe(false);
    expect(fetchAnswer).toHaveBeenCalledTimes(1);

    // The resume page uploaded one: the job cards must not keep showing the upload hint.
    invalidateHasResume();
    expect(await loadHasResume('u1', fetchAnswer)).toBe(true);
    expect(fetchAnswer).toHaveBeenCalledTimes(2);
  });

  it('keeps answers apart per user', async () => {
    invalidateHasResume();
    await loadHasResume('u1', () => Promise.resolve(true));
    expect(await loadHasResume('u2', () => Promise.resolve(false))).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFetchJobsHelper } from './fetch-jobs-helper.ts';

describe('window.fetchJobs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts mode and batch_size with the admin key and returns the answer', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ run_id: 7 }))));
    vi.stubGlobal('fetch', fetchMock);
    const target = {} as Window;
    installFetchJobsHelper(target);
    await expect(target.fetchJobs?.('full', 200, 'secret-key-secret-key')).resolves.toEqual({ run_id: 7 });
    expect(fetchMock).toHaveBeenCalledWith('/api/functions/fetch-jobs', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer secret-key-secret-key' },
      body: JSON.stringify({ mode: 'full', batch_size: 200 }),
    });
  });

  it('asks for the key instead of sending a request without one', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const target = {} as Window;
    installFetchJobsHelper(target);
    await expect(target.fetchJobs?.()).rejects.toThrow(/admin key/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

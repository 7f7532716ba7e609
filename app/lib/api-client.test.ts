import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, describeRetryAfter } from './api-client.ts';

describe('describeRetryAfter', () => {
  it('speaks in seconds for short waits and minutes for long ones', () => {
    expect(describeRetryAfter('1')).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(describeRetryAfter('30')).toBe('Too many attempts. Please wait 30 seconds and try again.');
    expect(describeRetryAfter('600')).toBe('Too many attempts. Please wait 10 minutes and try again.');
  });
  it('reads the HTTP-date form and falls back when the header is missing or unreadable', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(describeRetryAfter('Wed, 01 Jan 2025 00:00:20 GMT', now)).toContain('20 seconds');
    expect(describeRetryAfter(null)).toBe('Too many attempts. Please wait a moment and try again.');
    expect(describeRetryAfter('soon')).toBe('Too many attempts. Please wait a moment and try again.');
  });
});

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('passes the server message of a 4xx error through', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({ error: { code: 'invalid_credentials', message: 'Invalid login credentials' } }),
          { status: 400 },
        ),
    );
    expect(await apiRequest('/api/x')).toEqual({
      ok: false,
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });
  it('turns a 429 into a wait message from Retry-After', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 429, headers: { 'retry-after': '42' } }));
    const result = await apiRequest('/api/x');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain('42 seconds');
  });
  it('never shows a 5xx body and reports network failures readably', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ error: { code: 'x', message: 'stack trace' } }), { status: 500 }),
    );
    const serverError = await apiRequest('/api/x');
    expect(!serverError.ok && serverError.message).not.toContain('stack');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await apiRequest('/api/x')).toMatchObject({ ok: false, status: 0, code: 'network_error' });
  });
  it('treats a body that fails the parser as a failed call', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"nope":1}', { status: 200 }));
    const result = await apiRequest('/api/x', {
      parse: () => {
        throw new Error('bad');
      },
    });
    expect(result).toMatchObject({ ok: false, code: 'unexpected_response' });
  });
});

import { describe, expect, it } from 'vitest';
import { failureToast, isMissingDescription } from './analysis-toasts.ts';

describe('analysis failure toasts (SPEC section 8 "Analysis")', () => {
  it.each([
    [
      { status: 429, code: 'rate_limited', message: 'Too many attempts. Please wait 60 seconds.' },
      'Rate Limit Exceeded',
    ],
    [{ status: 502, code: 'server_error', message: 'Provider rate limit reached' }, 'Rate Limit Exceeded'],
    [{ status: 400, code: 'x', message: 'Too Many Requests from the provider' }, 'Rate Limit Exceeded'],
    [
      { status: 422, code: 'resume_text_too_short', message: 'We could only extract 3 words' },
      'Document Processing Error',
    ],
    [{ status: 400, code: 'x', message: 'Could not parse the file' }, 'Document Processing Error'],
    [
      {
        status: 404,
        code: 'resume_required',
        message: 'Please upload your resume first to use this feature.',
      },
      'Resume Required',
    ],
    [{ status: 422, code: 'analysis_not_available', message: 'No description.' }, 'Analysis Not Available'],
    [
      { status: 404, code: 'not_found', message: 'Could not fetch job description for analysis.' },
      'Could not fetch job description for analysis.',
    ],
    [{ status: 0, code: 'network_error', message: 'We could not reach the server.' }, 'Analysis Failed'],
  ])('%o shows %s', (failure, title) => {
    expect(failureToast(failure).title).toBe(title);
  });

  it('passes the message through for other failures', () => {
    expect(failureToast({ status: 500, code: 'server_error', message: 'Something went wrong' })).toEqual({
      title: 'Analysis Failed',
      description: 'Something went wrong',
    });
  });

  it('treats an empty description and the literal NO DESCRIPTION as missing', () => {
    expect(isMissingDescription('NO DESCRIPTION')).toBe(true);
    expect(isMissingDescription('  ')).toBe(true);
    expect(isMissingDescription('Build things')).toBe(false);
  });
});

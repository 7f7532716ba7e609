import { describe, expect, it } from 'vitest';
import { RESUME_MESSAGES } from '../../../../core/resume-rules.ts';
import { readUploadResponse } from './upload-resume.ts';

const resume = {
  id: 'r1',
  user_id: 'u1',
  file_name: 'cv.pdf',
  file_size: 1234,
  file_type: 'application/pdf',
  file_path: 'u1/1.pdf',
  created_at: '2025-03-04T12:00:00.000Z',
  extraction: { method: 'unpdf', quality: 0.9, characters: 2000 },
};

describe('readUploadResponse', () => {
  it('reads a stored resume and whether it replaced one', () => {
    const result = readUploadResponse(201, JSON.stringify({ resume, replaced: true }), null);
    expect(result).toEqual({ ok: true, status: 201, data: { resume, replaced: true } });
  });
  it('treats a success without the expected body as a failure', () => {
    expect(readUploadResponse(201, '{"resume":null}', null)).toMatchObject({
      ok: false,
      code: 'unexpected_response',
    });
  });
  it("passes on the server's own message", () => {
    const body = JSON.stringify({
      error: { code: 'unsupported_media_type', message: RESUME_MESSAGES.wrongType },
    });
    expect(readUploadResponse(415, body, null)).toEqual({
      ok: false,
      status: 415,
      code: 'unsupported_media_type',
      message: RESUME_MESSAGES.wrongType,
    });
  });
  it("passes on the server's message for a document it refuses to read, and when it is busy", () => {
    for (const [status, code, message] of [
      [413, 'payload_too_large', 'This document unpacks to far more than any resume.'],
      [422, 'unprocessable_content', 'This document could not be read within our limits.'],
      [503, 'service_unavailable', 'Too many resumes are being read right now.'],
    ] as const) {
      const body = JSON.stringify({ error: { code, message } });
      expect(readUploadResponse(status, body, null)).toEqual({ ok: false, status, code, message });
    }
  });
  it("gives SPEC's messages when a proxy answers 413 or 415 without our error format", () => {
    expect(readUploadResponse(413, '<html>Too large</html>', null)).toMatchObject({
      message: RESUME_MESSAGES.tooLarge,
    });
    expect(readUploadResponse(415, '', null)).toMatchObject({ message: RESUME_MESSAGES.wrongType });
  });
  it('hides server internals and says when to retry after a rate limit', () => {
    const internal = JSON.stringify({ error: { code: 'internal', message: 'ECONNREFUSED 10.0.0.3' } });
    expect(readUploadResponse(500, internal, null).ok).toBe(false);
    expect(readUploadResponse(500, internal, null)).not.toMatchObject({ message: 'ECONNREFUSED 10.0.0.3' });
    expect(readUploadResponse(429, '', '30')).toMatchObject({
      message: expect.stringContaining('30 seconds'),
    });
  });
  it('reports a network failure (status 0)', () => {
    expect(readUploadResponse(0, '', null)).toMatchObject({ ok: false, code: 'network_error' });
  });
});

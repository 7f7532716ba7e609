import { describe, expect, it } from 'vitest';
import {
  resumeDeleteResponseSchema,
  resumeResponseSchema,
  resumeSchema,
  resumeUploadResponseSchema,
} from '../../../../core/resumes.ts';
import {
  parseDeleteResponse,
  parseResumeResponse,
  readErrorBody,
  readResume,
  readUploadBody,
} from './parse-resume.ts';

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

// Each a way a body could be wrong: the guards must refuse what the server's zod schemas refuse.
const wrongResumes: Record<string, unknown> = {
  'not an object': 'cv.pdf',
  null: null,
  'an array': [resume],
  'a missing field': { ...resume, file_path: undefined },
  'a numeric id': { ...resume, id: 1 },
  'a fractional size': { ...resume, file_size: 12.5 },
  'a size as text': { ...resume, file_size: '1234' },
  'no extraction': { ...resume, extraction: null },
  'a numeric method': { ...resume, extraction: { ...resume.extraction, method: 3 } },
  'a missing quality': { ...resume, extraction: { method: 'unpdf', characters: 10 } },
  'quality as text': { ...resume, extraction: { ...resume.extraction, quality: '0.9' } },
  'fractional characters': { ...resume, extraction: { ...resume.extraction, characters: 1.5 } },
};

describe('readResume', () => {
  it('accepts the API shape, including a file no extractor could read', () => {
    expect(readResume(resume)).toEqual(resume);
    const unread = { ...resume, extraction: { method: null, quality: null, characters: 0 } };
    expect(readResume(unread)).toEqual(unread);
  });
  it('keeps only the known fields, as the schema does', () => {
    const withExtra = {
      ...resume,
      text_content: 'the whole resume',
      extraction: { ...resume.extraction, x: 1 },
    };
    expect(readResume(withExtra)).toEqual(resume);
    expect(readResume(withExtra)).toEqual(resumeSchema.parse(withExtra));
  });
  it.each(Object.entries(wrongResumes))('refuses %s, as the zod schema does', (_name, value) => {
    expect(resumeSchema.safeParse(value).success).toBe(false);
    expect(readResume(value)).toBeNull();
  });
});

describe('parseResumeResponse', () => {
  it('reads a stored resume or none', () => {
    expect(parseResumeResponse({ resume })).toEqual(resumeResponseSchema.parse({ resume }).resume);
    expect(parseResumeResponse({ resume: null })).toBeNull();
  });
  it('throws on any other body, so apiRequest reports an unexpected response', () => {
    for (const body of [null, {}, { resume: undefined }, { resume: { ...resume, id: 1 } }, 'ok']) {
      expect(resumeResponseSchema.safeParse(body).success).toBe(false);
      expect(() => parseResumeResponse(body)).toThrow();
    }
  });
});

describe('readUploadBody', () => {
  it('reads the resume and whether it replaced one', () => {
    const body = { resume, replaced: false };
    expect(readUploadBody(body)).toEqual(resumeUploadResponseSchema.parse(body));
  });
  it('refuses a body without a resume or the replaced flag', () => {
    for (const body of [{ resume: null, replaced: true }, { resume }, { resume, replaced: 'yes' }]) {
      expect(resumeUploadResponseSchema.safeParse(body).success).toBe(false);
      expect(readUploadBody(body)).toBeNull();
    }
  });
});

describe('parseDeleteResponse', () => {
  it('accepts only {deleted: true}', () => {
    expect(parseDeleteResponse({ deleted: true })).toEqual(
      resumeDeleteResponseSchema.parse({ deleted: true }),
    );
    for (const body of [{ deleted: false }, { deleted: 'true' }, null]) {
      expect(resumeDeleteResponseSchema.safeParse(body).success).toBe(false);
      expect(() => parseDeleteResponse(body)).toThrow();
    }
  });
});

describe('readErrorBody', () => {
  it("reads the API's error format and nothing else", () => {
    expect(readErrorBody({ error: { code: 'not_found', message: 'No resume' } })).toEqual({
      code: 'not_found',
      message: 'No resume',
    });
    expect(readErrorBody({ error: 'not_found' })).toBeNull();
    expect(readErrorBody({ error: { code: 404, message: 'No resume' } })).toBeNull();
    expect(readErrorBody(null)).toBeNull();
  });
});

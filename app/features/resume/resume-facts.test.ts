import { describe, expect, it } from 'vitest';
import {
  describeExtraction,
  describeResumeType,
  formatUploadedAt,
  MIN_RESUME_CHARACTERS,
} from './resume-facts.ts';

describe('describeResumeType', () => {
  it('names PDFs and both Word formats from the stored MIME type', () => {
    expect(describeResumeType({ file_type: 'application/pdf', file_name: 'cv' })).toBe('PDF');
    expect(describeResumeType({ file_type: 'application/msword', file_name: 'cv' })).toBe('Word document');
    expect(
      describeResumeType({
        file_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        file_name: 'cv',
      }),
    ).toBe('Word document');
  });
  it('reads a bare extension or, failing that, the file name', () => {
    expect(describeResumeType({ file_type: 'docx', file_name: 'cv' })).toBe('Word document');
    expect(describeResumeType({ file_type: 'application/octet-stream', file_name: 'CV.PDF' })).toBe('PDF');
  });
  it('falls back to a neutral word for anything else', () => {
    expect(describeResumeType({ file_type: 'text/plain', file_name: 'cv.txt' })).toBe('Document');
  });
});

describe('describeExtraction', () => {
  const good = { method: 'unpdf', quality: 0.95, characters: 4200 };

  it('says nothing when the text is fine', () => {
    expect(describeExtraction(good)).toBeNull();
    expect(describeExtraction({ ...good, quality: null })).toBeNull();
  });
  it('warns when no extractor could read the file or it held no text', () => {
    expect(describeExtraction({ method: null, quality: null, characters: 0 })).toMatch(
      /could not read any text/,
    );
    expect(describeExtraction({ ...good, characters: 0 })).toMatch(/could not read any text/);
  });
  it('warns about low quality or very little text', () => {
    expect(describeExtraction({ ...good, quality: 0.2 })).toMatch(/could read little text/);
    expect(describeExtraction({ ...good, characters: MIN_RESUME_CHARACTERS - 1 })).toMatch(/little text/);
  });
});

describe('formatUploadedAt', () => {
  it('formats a date and refuses garbage', () => {
    expect(formatUploadedAt('2025-03-04T12:00:00.000Z')).toMatch(/^Mar [345], 2025$/);
    expect(formatUploadedAt('yesterday')).toBeNull();
  });
  it('gives the same day in any runtime when asked for UTC, as the server HTML needs', () => {
    expect(formatUploadedAt('2025-03-04T23:30:00.000Z', 'UTC')).toBe('Mar 4, 2025');
    // Without a zone, the visitor's own: the day the runtime's clock shows.
    const local = new Date('2025-03-04T23:30:00.000Z');
    expect(formatUploadedAt('2025-03-04T23:30:00.000Z')).toBe(`Mar ${local.getDate()}, 2025`);
  });
});

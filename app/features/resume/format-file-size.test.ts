import { describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES } from '../../../core/constants.ts';
import { formatFileSize } from './format-file-size.ts';

describe('formatFileSize', () => {
  it('counts small files in bytes', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(845)).toBe('845 bytes');
  });
  it('shows whole kilobytes below a megabyte', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(245 * 1024 + 300)).toBe('245 KB');
  });
  it('says 1 MB rather than 1024 KB just below a megabyte', () => {
    expect(formatFileSize(1024 * 1024 - 100)).toBe('1 MB');
  });
  it('shows megabytes with one decimal, dropping ".0"', () => {
    expect(formatFileSize(1.2 * 1024 * 1024)).toBe('1.2 MB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3 MB');
  });
  it('shows the upload limit as the 5 MB the error message names', () => {
    expect(formatFileSize(RESUME_MAX_BYTES)).toBe('5 MB');
  });
  it('does not print nonsense for an impossible size', () => {
    expect(formatFileSize(-1)).toBe('Unknown size');
    expect(formatFileSize(Number.NaN)).toBe('Unknown size');
  });
});

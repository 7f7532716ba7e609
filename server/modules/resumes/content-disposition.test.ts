import { describe, expect, it } from 'vitest';
import { formatContentDisposition } from './content-disposition.ts';
import { sanitizeFileName } from './file-names.ts';

describe('formatContentDisposition (RFC 6266 / RFC 5987)', () => {
  it('sends an ASCII fallback and the exact UTF-8 name', () => {
    expect(formatContentDisposition('Résumé 李.pdf')).toBe(
      `attachment; filename="Resume _.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%E6%9D%8E.pdf`,
    );
  });

  it('keeps plain names as they are', () => {
    expect(formatContentDisposition('resume.docx')).toBe(
      `attachment; filename="resume.docx"; filename*=UTF-8''resume.docx`,
    );
  });

  it('never lets quotes, backslashes or line breaks out of the quoted string', () => {
    const header = formatContentDisposition('a"b\\c\r\nSet-Cookie: x=1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.startsWith('attachment; filename="a_b_c__Set-Cookie: x=1.pdf"; ')).toBe(true);
    expect(header).toContain(`filename*=UTF-8''a%22b%5Cc%0D%0ASet-Cookie%3A%20x%3D1.pdf`);
  });

  it("percent-encodes the characters RFC 5987 does not allow bare: ' ( ) *", () => {
    expect(formatContentDisposition("it's (final)*.pdf")).toContain(
      `filename*=UTF-8''it%27s%20%28final%29%2A.pdf`,
    );
  });

  it('uses a generic fallback when nothing ASCII is left', () => {
    expect(formatContentDisposition('')).toBe(`attachment; filename="download"; filename*=UTF-8''`);
  });
});

describe('sanitizeFileName', () => {
  it('keeps the last path segment and drops control and direction-override characters', () => {
    expect(sanitizeFileName('C:\\fakepath\\My Resume.pdf')).toBe('My Resume.pdf');
    expect(sanitizeFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(sanitizeFileName('cv\u0000\u202egpj.pdf')).toBe('cvgpj.pdf');
    expect(sanitizeFileName('  Résumé 李.pdf  ')).toBe('Résumé 李.pdf');
  });

  it('normalises to NFC and replaces broken UTF-16', () => {
    expect(sanitizeFileName('Re\u0301sume\u0301.pdf')).toBe('Résumé.pdf');
    expect(sanitizeFileName('a\ud800b.pdf')).toBe('a\ufffdb.pdf');
  });

  it('shortens long names to 255 characters and keeps the extension', () => {
    const long = `${'x'.repeat(400)}.docx`;
    const clean = sanitizeFileName(long);
    expect(clean).toHaveLength(255);
    expect(clean.endsWith('.docx')).toBe(true);
  });
});

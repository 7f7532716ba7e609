import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SAMPLE_RESUME_TEXT } from '../../../../tests/fixtures/resume-files.ts';
import { LOW_TEXT_QUALITY, scoreTextQuality } from './text-quality.ts';

describe('scoreTextQuality', () => {
  it('scores a real resume high', () => {
    expect(scoreTextQuality(SAMPLE_RESUME_TEXT)).toBeGreaterThan(0.85);
  });

  it('scores no text at all as 0 (a scanned PDF without a text layer)', () => {
    expect(scoreTextQuality('')).toBe(0);
    expect(scoreTextQuality(null)).toBe(0);
    expect(scoreTextQuality(' \n\n \t ')).toBe(0);
    expect(scoreTextQuality('12 345 2021 (206)')).toBe(0);
  });

  it('scores binary read as text low', () => {
    const garbage = randomBytes(6000).toString('latin1');
    expect(scoreTextQuality(garbage)).toBeLessThan(0.25);
  });

  it('scores text in a broken font encoding low', () => {
    // What a PDF with an unmapped font yields: shifted code points, no real words.
    const shifted = [...SAMPLE_RESUME_TEXT]
      .map((c) => (/[a-z]/i.test(c) ? String.fromCharCode(c.charCodeAt(0) + 0x40) : c))
      .join('');
    expect(scoreTextQuality(shifted)).toBeLessThan(LOW_TEXT_QUALITY);
    const replacement = SAMPLE_RESUME_TEXT.replace(/[a-z]/g, '\uFFFD');
    expect(scoreTextQuality(replacement)).toBeLessThan(LOW_TEXT_QUALITY);
  });

  it('scores consonant soup lower than words', () => {
    const soup = Array.from({ length: 300 }, (_, i) => ['xkcd', 'qwrtp', 'zzgh', 'bdfg'][i % 4]).join(' ');
    expect(scoreTextQuality(soup)).toBeLessThan(0.3);
  });

  it('scores a few stray words low: too short to be a resume', () => {
    expect(scoreTextQuality('Page 1 of 2')).toBeLessThan(0.1);
    expect(scoreTextQuality('John Doe, Software Engineer')).toBeLessThan(LOW_TEXT_QUALITY);
  });

  it('does not punish acronyms, numbers and other scripts', () => {
    const skills = 'Skills: AWS, SQL, PCI DSS, GCP, K8s, Go, C++ and 99.95 percent uptime. '.repeat(20);
    expect(scoreTextQuality(skills)).toBeGreaterThan(0.7);
    const chinese = '软件工程师，八年分布式系统经验，负责支付平台与开发者工具。'.repeat(30);
    expect(scoreTextQuality(chinese)).toBeGreaterThan(LOW_TEXT_QUALITY);
  });

  it('stays within 0..1 with three decimals', () => {
    for (const text of [SAMPLE_RESUME_TEXT, 'a', randomBytes(100).toString('utf8')]) {
      const score = scoreTextQuality(text);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
      expect(Math.round(score * 1000) / 1000).toBe(score);
    }
  });
});

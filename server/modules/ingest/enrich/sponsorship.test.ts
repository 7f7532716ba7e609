import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text.ts';
import { SPONSORSHIP_CASES } from './sponsorship.cases.ts';
import { detectSponsorship, EVIDENCE_MAX_LENGTH } from './sponsorship.ts';

describe('detectSponsorship: sentence table', () => {
  it('has at least 60 cases, both ways and unknown', () => {
    expect(SPONSORSHIP_CASES.length).toBeGreaterThanOrEqual(60);
    for (const expected of [true, false, null]) {
      expect(SPONSORSHIP_CASES.filter((testCase) => testCase.expected === expected).length).toBeGreaterThan(
        10,
      );
    }
  });

  it.each(SPONSORSHIP_CASES)('$expected: $text', ({ text, expected, evidence }) => {
    const verdict = detectSponsorship(text);
    expect(verdict.sponsorship).toBe(expected);
    if (expected === null) {
      expect(verdict.evidence).toBeNull();
      return;
    }
    // The evidence is one of the posting's own sentences, short enough for the job page.
    expect(verdict.evidence).not.toBeNull();
    expect(verdict.evidence?.length).toBeLessThanOrEqual(EVIDENCE_MAX_LENGTH);
    expect(text).toContain(verdict.evidence);
    if (evidence) expect(verdict.evidence).toContain(evidence);
  });
});

describe('detectSponsorship: whole descriptions', () => {
  it('finds the sentence inside a converted HTML posting', () => {
    const text = htmlToText(
      '<h2>About the role</h2><p>Build data pipelines in Python.</p><h3>Benefits</h3><ul><li>Medical, dental, vision</li><li>401(k) match</li></ul><p><strong>Visa sponsorship:</strong> We sponsor H-1B visas and support transfers for this role.</p><p>Acme is an equal opportunity employer and participates in E-Verify.</p>',
    );
    expect(detectSponsorship(text)).toEqual({
      sponsorship: true,
      evidence: 'Visa sponsorship: We sponsor H-1B visas and support transfers for this role.',
    });
  });

  it('returns null with no evidence when nothing is said', () => {
    expect(detectSponsorship('We build payroll software.\n\n- Python\n- SQL')).toEqual({
      sponsorship: null,
      evidence: null,
    });
  });

  it('trims a long deciding sentence at a word boundary and keeps the decisive words', () => {
    const filler =
      'You will collaborate with product, design, data science and operations teams across regions, ';
    const sentence = `${filler.repeat(5)}and please note that we are unable to sponsor visas for this position.`;
    const verdict = detectSponsorship(sentence);
    expect(verdict.sponsorship).toBe(false);
    expect(verdict.evidence?.length).toBeLessThanOrEqual(EVIDENCE_MAX_LENGTH);
    expect(verdict.evidence).toContain('unable to sponsor');
    expect(verdict.evidence?.startsWith('…')).toBe(true);
  });

  it('lets a requirement for this role beat company-wide sponsoring, and says why in the evidence', () => {
    const verdict = detectSponsorship(
      'We proudly sponsor H-1B visas for most roles.\n\nRequirements: active Top Secret clearance.',
    );
    expect(verdict).toEqual({ sponsorship: false, evidence: 'Requirements: active Top Secret clearance.' });
  });

  it('prefers the statement about this role when company-wide and role statements disagree', () => {
    const verdict = detectSponsorship(
      'We are unable to sponsor visas for interns. Visa sponsorship is available for this position.',
    );
    expect(verdict.sponsorship).toBe(true);
    expect(verdict.evidence).toBe('Visa sponsorship is available for this position.');
  });

  it('lets a negative win a tie between general statements', () => {
    expect(detectSponsorship('We sponsor visas. We do not sponsor visas.').sponsorship).toBe(false);
  });
});

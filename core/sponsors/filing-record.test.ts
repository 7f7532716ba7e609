import { describe, expect, it } from 'vitest';
import { approvalRate, filingRecordText, MIN_RATE_DECISIONS } from './filing-record.ts';

describe('approvalRate', () => {
  it('is hidden below 10 decisions, with the count', () => {
    expect(MIN_RATE_DECISIONS).toBe(10);
    const rate = approvalRate({ approvals: 8, denials: 1 });
    expect(rate.shown).toBe(false);
    expect(rate.text).toBe('Approval rate not shown: 9 decisions (fewer than 10)');
    expect(approvalRate({ approvals: 0, denials: 0 }).text).toBe('No decisions');
  });
  it('shows whole percent with the decisions behind it', () => {
    expect(approvalRate({ approvals: 9, denials: 1 })).toEqual({
      shown: true,
      decisions: 10,
      percent: 90,
      text: '90% approved of 10 decisions',
    });
  });
  it('never rounds a sponsor with a denial up to 100%', () => {
    const rate = approvalRate({ approvals: 1999, denials: 1 });
    expect(rate.shown && rate.percent).toBe(99);
    expect(approvalRate({ approvals: 20, denials: 0 }).text).toBe('100% approved of 20 decisions');
  });
});

describe('filingRecordText', () => {
  it('reads like the issue', () => {
    expect(filingRecordText({ fiscal_year: 2023, approvals: 312, denials: 6 })).toBe(
      '312 H-1B approvals in FY2023, 98% approved',
    );
  });
  it('leaves the rate out below 10 decisions', () => {
    expect(filingRecordText({ fiscal_year: 2014, approvals: 1, denials: 0 })).toBe(
      '1 H-1B approval in FY2014',
    );
  });
});

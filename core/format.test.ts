import { describe, expect, it } from 'vitest';
import { compareText, formatCount, formatDate } from './format.ts';

/** A seeded generator: the same values every run, many of them. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('formatCount', () => {
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

  it('prints what Intl prints for en-US, over counts, amounts and halves of every size', () => {
    const rand = seeded(20261128);
    const values = [
      0, 1, 9, 10, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 2.5, 3.5, 0.5, 1234.5, 99_999.5,
    ];
    for (let index = 0; index < 2000; index += 1) {
      const digits = 1 + Math.floor(rand() * 12);
      const value = Math.floor(rand() * 10 ** digits) + (rand() < 0.3 ? Math.floor(rand() * 4) / 4 : 0);
      values.push(value, -value);
    }
    for (const value of values) {
      if (Math.round(Math.abs(value)) === 0) continue; // Intl prints '-0'; a count never shows that.
      expect(formatCount(value), String(value)).toBe(intl.format(value));
    }
  });

  it('never prints a negative zero, and leaves what is not a number as it is', () => {
    expect(formatCount(-0.2)).toBe('0');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('NaN');
    expect(formatCount(1e21)).toBe(new Intl.NumberFormat('en-US').format(1e21));
    expect(formatCount(-2.5e22)).toBe(new Intl.NumberFormat('en-US').format(-2.5e22));
  });
});

describe('formatDate', () => {
  it('prints what Intl prints for en-US in UTC, long and short months, over seventy years', () => {
    const long = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const short = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const rand = seeded(7);
    for (let index = 0; index < 3000; index += 1) {
      const date = new Date(Date.UTC(1990, 0, 1) + Math.floor(rand() * 70 * 365 * 86_400_000));
      expect(formatDate(date, { timeZone: 'UTC' })).toBe(long.format(date));
      expect(formatDate(date.toISOString(), { month: 'short', timeZone: 'UTC' })).toBe(short.format(date));
    }
  });

  it('uses the runtime zone unless told UTC, and gives null for a date that is not one', () => {
    const local = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    const date = new Date('2026-03-04T23:30:00Z');
    expect(formatDate(date, { month: 'short' })).toBe(local.format(date));
    expect(formatDate('2026-11-22T00:00:00Z', { timeZone: 'UTC' })).toBe('November 22, 2026');
    expect(formatDate('not a date')).toBeNull();
  });
});

describe('compareText', () => {
  it('sorts labels alphabetically whatever their case, and equal ones by case', () => {
    const labels = ['boston', 'Austin', 'New York', 'austin', 'Seattle', 'new york', 'Chicago'];
    expect([...labels].sort(compareText)).toEqual([
      'Austin',
      'austin',
      'boston',
      'Chicago',
      'New York',
      'new york',
      'Seattle',
    ]);
  });
});

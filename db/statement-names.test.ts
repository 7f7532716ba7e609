import { describe, expect, it } from 'vitest';
import { MAX_NAMED_STATEMENTS, statementNameFor } from './client.ts';

describe('statementNameFor', () => {
  it('names a text the second time it is seen, and keeps that name', () => {
    const text = 'SELECT 1 WHERE $1::int > 0 -- recurring';
    expect(statementNameFor(text)).toBeUndefined();
    const name = statementNameFor(text);
    expect(name).toMatch(/^sp_\d+$/);
    expect(statementNameFor(text)).toBe(name);
    expect(statementNameFor('SELECT 2 -- another text')).toBeUndefined();
    expect(statementNameFor('SELECT 2 -- another text')).not.toBe(name);
  });

  it('never names a text seen once, and names at most MAX_NAMED_STATEMENTS texts', () => {
    for (let i = 0; i < 10_000; i++) expect(statementNameFor(`SELECT ${i} -- one-off`)).toBeUndefined();
    const names = new Set<string>();
    for (let i = 0; i < MAX_NAMED_STATEMENTS + 50; i++) {
      const text = `SELECT ${i} -- shape`;
      statementNameFor(text);
      const name = statementNameFor(text);
      if (name !== undefined) names.add(name);
    }
    expect(names.size).toBeLessThan(MAX_NAMED_STATEMENTS);
    expect(statementNameFor(`SELECT ${MAX_NAMED_STATEMENTS + 49} -- shape`)).toBeUndefined();
    // Texts named earlier keep running under their names.
    expect(statementNameFor('SELECT 1 WHERE $1::int > 0 -- recurring')).toMatch(/^sp_\d+$/);
  });
});

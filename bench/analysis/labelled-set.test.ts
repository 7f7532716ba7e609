import { describe, expect, it } from 'vitest';
import { ANALYZER, evaluate, NAIVE } from './evaluate.ts';
import { LABELLED_SET } from './labelled-set.ts';

describe('skill extraction on the labelled set', () => {
  it('has at least 40 pairs across the fields the issue names', () => {
    expect(LABELLED_SET.length).toBeGreaterThanOrEqual(40);
    expect(new Set(LABELLED_SET.map((pair) => pair.field)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(LABELLED_SET.map((pair) => pair.id)).size).toBe(LABELLED_SET.length);
  });

  it('keeps its precision and recall, and beats naive keyword matching on precision', () => {
    const ours = evaluate(ANALYZER, LABELLED_SET);
    const naive = evaluate(NAIVE, LABELLED_SET);
    expect(ours.overall.precision).toBeGreaterThanOrEqual(0.97);
    expect(ours.overall.recall).toBeGreaterThanOrEqual(0.95);
    expect(ours.overall.f1).toBeGreaterThan(naive.overall.f1);
    expect(ours.overall.precision).toBeGreaterThan(naive.overall.precision);
  });
});

import { readJob } from '../../core/analysis/job.ts';
import { readResume } from '../../core/analysis/resume.ts';
import { getSkillDb } from '../../core/analysis/skill-db.ts';
import type { LabelledPair } from './labelled-set.ts';

export type Counts = { truePositives: number; falsePositives: number; falseNegatives: number };
export type Scores = Counts & { precision: number; recall: number; f1: number };
export type Extractor = {
  name: string;
  job: (pair: LabelledPair) => string[];
  resume: (pair: LabelledPair) => string[];
};

const TODAY = '2026-11-23';

/** The analyzer's own extraction: the job's (non-negated) skills, every skill the resume names. */
export const ANALYZER: Extractor = {
  name: 'analyzer',
  job: (pair) => readJob(pair.job).skills.map((skill) => skill.skill.name),
  resume: (pair) => Array.from(new Set(readResume(pair.resume, TODAY).mentions.map((m) => m.skill.name))),
};

let naivePatterns: { name: string; pattern: RegExp }[] | null = null;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * What a typical keyword scorer does, as the baseline: every name of every skill, case-insensitive, between
 * non-alphanumeric characters; no context, no deny list, no negation, no symbol-aware edges.
 */
export function naiveExtract(text: string): string[] {
  const db = getSkillDb();
  naivePatterns ??= db.surfaces.map((surface) => ({
    name: db.skills[surface.skillId]?.name ?? '',
    pattern: new RegExp(`(?:^|[^a-z0-9])${escapeRegExp(surface.text.toLowerCase())}(?:[^a-z0-9]|$)`, 'i'),
  }));
  const found = new Set<string>();
  for (const { name, pattern } of naivePatterns) if (pattern.test(text)) found.add(name);
  return Array.from(found);
}

export const NAIVE: Extractor = {
  name: 'naive keyword match',
  job: (pair) => naiveExtract(`${pair.job.title}\n${pair.job.description}`),
  resume: (pair) => naiveExtract(pair.resume),
};

export function compare(found: string[], expected: string[]): Counts & { missed: string[]; extra: string[] } {
  const want = new Set(expected);
  const got = new Set(found);
  const extra = [...got].filter((name) => !want.has(name)).sort();
  const missed = [...want].filter((name) => !got.has(name)).sort();
  return {
    truePositives: got.size - extra.length,
    falsePositives: extra.length,
    falseNegatives: missed.length,
    missed,
    extra,
  };
}

export function scoresOf(counts: Counts): Scores {
  const { truePositives: tp, falsePositives: fp, falseNegatives: fn } = counts;
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { ...counts, precision, recall, f1 };
}

function add(a: Counts, b: Counts): Counts {
  return {
    truePositives: a.truePositives + b.truePositives,
    falsePositives: a.falsePositives + b.falsePositives,
    falseNegatives: a.falseNegatives + b.falseNegatives,
  };
}

const ZERO: Counts = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };

export type Evaluation = {
  overall: Scores;
  jobs: Scores;
  resumes: Scores;
  byField: Map<string, Scores>;
  errors: { id: string; side: 'job' | 'resume'; missed: string[]; extra: string[] }[];
};

/** Micro-averaged precision, recall and F1 over both sides of every pair. */
export function evaluate(extractor: Extractor, set: LabelledPair[]): Evaluation {
  let jobs = ZERO;
  let resumes = ZERO;
  const fields = new Map<string, Counts>();
  const errors: Evaluation['errors'] = [];
  for (const pair of set) {
    const job = compare(extractor.job(pair), pair.jobSkills);
    const resume = compare(extractor.resume(pair), pair.resumeSkills);
    jobs = add(jobs, job);
    resumes = add(resumes, resume);
    fields.set(pair.field, add(add(fields.get(pair.field) ?? ZERO, job), resume));
    if (job.missed.length || job.extra.length)
      errors.push({ id: pair.id, side: 'job', missed: job.missed, extra: job.extra });
    if (resume.missed.length || resume.extra.length) {
      errors.push({ id: pair.id, side: 'resume', missed: resume.missed, extra: resume.extra });
    }
  }
  return {
    overall: scoresOf(add(jobs, resumes)),
    jobs: scoresOf(jobs),
    resumes: scoresOf(resumes),
    byField: new Map([...fields.entries()].sort().map(([field, counts]) => [field, scoresOf(counts)])),
    errors,
  };
}

import { describe, expect, it } from 'vitest';
import type { Suggestions } from './schema.ts';
import { validateSuggestions } from './validate-suggestions.ts';

const RESUME = `Experience
Engineer, Acme Payments  2019 - Present
- Built Go services on Kubernetes, reducing latency by 40%`;
const JOB = 'We need Go, Kubernetes and Kafka.';
const LOCAL: Suggestions = {
  resume_improvement_suggestions: [
    'The job requires Apache Kafka. If you have used it, name it in the role where you did.',
  ],
  bullet_enhancements: [
    {
      original_bullet: 'Built Go services on Kubernetes, reducing latency by 40%',
      improved_bullet: 'Reduced latency by 40%: built Go services on Kubernetes.',
      reason: 'Leads with the measurable result the bullet already states.',
    },
  ],
  new_bullet_suggestions: [
    {
      section: 'Experience',
      suggested_bullet: 'If you have used Apache Kafka, say so.',
      relevance: 'Required by the job',
    },
  ],
  summary_suggestion: {
    suggested_summary: 'Engineer with 7+ years of experience in Go and Kubernetes.',
    reason: 'From your resume.',
  },
};

function check(candidate: Suggestions) {
  return validateSuggestions({ candidate, local: LOCAL, resumeText: RESUME, jobText: JOB });
}

describe('validateSuggestions', () => {
  it('accepts a rewording that only uses what the resume, the job and the local suggestions hold', () => {
    expect(
      check({
        ...LOCAL,
        summary_suggestion: {
          suggested_summary: 'Go and Kubernetes engineer at Acme Payments who cut latency by 40%.',
          reason: 'Grounded.',
        },
      }),
    ).toEqual({ ok: true });
  });

  it.each([
    ['a new number', 'Engineer who cut latency by 75% at scale.', /new number: 75/],
    ['a new skill', 'Engineer with deep Terraform and Go experience.', /new skill: Terraform/],
    ['a new employer', 'Engineer who built Go services at Google.', /new name: Google/],
  ])('rejects %s', (_, summary, problem) => {
    const result = check({ ...LOCAL, summary_suggestion: { suggested_summary: summary, reason: 'x' } });
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.problems.join('; ')).toMatch(problem);
  });

  it('rejects a bullet enhancement of a bullet the resume does not have', () => {
    const result = check({
      ...LOCAL,
      bullet_enhancements: [
        { original_bullet: 'Led a team', improved_bullet: 'Led a team of engineers.', reason: 'x' },
      ],
    });
    expect(result.ok).toBe(false);
  });
});

/**
 * npm run bench:analysis: the resume analyzer's figures.
 *
 * 1. Skill extraction on the labelled set (bench/analysis/labelled-set.ts, 44 job/resume pairs across the
 *    fields H1B workers are hired in): micro precision, recall and F1, per side and per field, against a
 *    naive keyword matcher measured in the same run.
 * 2. Latency of one full analysis of a two-page resume (tests/fixtures' sample resume) against a long
 *    posting: p50 / p95 over many runs after a warm-up, budget p95 <= 50 ms (DESIGN section 7 style), with
 *    the naive matcher's time on the same texts as the baseline.
 *
 * No network, no database: the analyzer is pure. Exits 1 when the budget is missed.
 */
import { performance } from 'node:perf_hooks';
import { analyzeResume } from '../core/analysis/analyze.ts';
import { SAMPLE_RESUME_TEXT } from '../tests/fixtures/resume-files.ts';
import { ANALYZER, evaluate, NAIVE, naiveExtract, type Evaluation } from './analysis/evaluate.ts';
import { LABELLED_SET } from './analysis/labelled-set.ts';

const P95_BUDGET_MS = 50;
const WARM_UP_RUNS = 20;
const MEASURED_RUNS = Number(process.env.BENCH_RUNS ?? 300);

const JOB_TITLE = 'Senior Software Engineer, Payments Platform';
const JOB_DESCRIPTION = `About the role
Northwind Payments moves billions of dollars a year for small businesses. We are hiring a Senior Software
Engineer to design, build and operate the services behind our ledger, payouts and reconciliation. You will
work in a team of eight engineers with product, compliance and data partners.

What you'll do
- Design and build backend services in Go and TypeScript (Node.js) on AWS.
- Own the reliability of services that handle tens of thousands of requests per second.
- Model money movement in PostgreSQL and stream events through Kafka.
- Improve our CI/CD pipelines (GitHub Actions, Terraform) and our observability (OpenTelemetry, Prometheus).
- Mentor engineers and run design reviews; write clear technical documentation.
- Partner with compliance on PCI DSS controls and audits.

What we're looking for
- 6+ years of professional software development experience, including 3+ years on distributed systems.
- Strong experience with Go or Java, and with PostgreSQL or another relational database.
- Experience running containerized services on Kubernetes or Amazon ECS.
- Solid understanding of data structures, algorithms and system design.
- Bachelor's degree in Computer Science, Engineering or a related field, or equivalent experience.

Nice to have
- Experience with payments, ledgers or other financial systems.
- Familiarity with React and GraphQL.
- Rust is a plus. No PHP required.

Benefits
Health, dental and vision insurance; 401(k) with match; H-1B sponsorship and green card support.`;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

function time(run: () => void): { p50: number; p95: number; mean: number } {
  for (let i = 0; i < WARM_UP_RUNS; i += 1) run();
  const samples: number[] = [];
  for (let i = 0; i < MEASURED_RUNS; i += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    mean: samples.reduce((sum, value) => sum + value, 0) / samples.length,
  };
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

function printEvaluation(name: string, evaluation: Evaluation): void {
  const { overall, jobs, resumes } = evaluation;
  console.log(
    `  ${name.padEnd(22)} precision ${pct(overall.precision)}  recall ${pct(overall.recall)}  F1 ${pct(overall.f1)}` +
      `   (jobs F1 ${pct(jobs.f1)}, resumes F1 ${pct(resumes.f1)}; TP ${overall.truePositives}, FP ${overall.falsePositives}, FN ${overall.falseNegatives})`,
  );
}

console.log(`Skill extraction, labelled set of ${LABELLED_SET.length} job/resume pairs`);
const ours = evaluate(ANALYZER, LABELLED_SET);
const naive = evaluate(NAIVE, LABELLED_SET);
printEvaluation(ANALYZER.name, ours);
printEvaluation(NAIVE.name, naive);
console.log('  per field (analyzer F1 / naive F1):');
for (const [field, scores] of ours.byField) {
  console.log(
    `    ${field.padEnd(12)} ${pct(scores.f1).padStart(6)} / ${pct(naive.byField.get(field)?.f1 ?? 0).padStart(6)}`,
  );
}
if (process.argv.includes('--errors')) {
  for (const error of ours.errors) {
    console.log(
      `    ${error.id} (${error.side}): missed [${error.missed.join(', ')}] extra [${error.extra.join(', ')}]`,
    );
  }
}

const words = SAMPLE_RESUME_TEXT.split(/\s+/).length;
console.log(
  `\nLatency, two-page resume (${words} words) vs a ${JOB_DESCRIPTION.split(/\s+/).length}-word posting, ${MEASURED_RUNS} runs`,
);
const analysis = time(() => {
  analyzeResume({
    jobTitle: JOB_TITLE,
    jobDescription: JOB_DESCRIPTION,
    resumeText: SAMPLE_RESUME_TEXT,
    today: '2026-11-23',
  });
});
const baseline = time(() => {
  naiveExtract(JOB_DESCRIPTION);
  naiveExtract(SAMPLE_RESUME_TEXT);
});
console.log(
  `  analyzer (full analysis)  p50 ${analysis.p50.toFixed(2)} ms  p95 ${analysis.p95.toFixed(2)} ms  mean ${analysis.mean.toFixed(2)} ms`,
);
console.log(
  `  naive keyword match       p50 ${baseline.p50.toFixed(2)} ms  p95 ${baseline.p95.toFixed(2)} ms  (extraction only)`,
);
console.log(`  ratio analyzer / naive at p95: ${(analysis.p95 / baseline.p95).toFixed(2)}x`);
const result = analyzeResume({
  jobTitle: JOB_TITLE,
  jobDescription: JOB_DESCRIPTION,
  resumeText: SAMPLE_RESUME_TEXT,
  today: '2026-11-23',
});
console.log(`  sample result: match_score ${result.match_score} (${result.match_label})`);
const withinBudget = analysis.p95 <= P95_BUDGET_MS;
console.log(`\nBudget p95 <= ${P95_BUDGET_MS} ms: ${withinBudget ? 'met' : 'MISSED'}`);
if (!withinBudget) process.exitCode = 1;

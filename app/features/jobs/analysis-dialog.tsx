import { AlertTriangle, Check, CircleAlert, Copy, Loader2, Sparkles, X } from 'lucide-react';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { AnalysisResult, ScorePart } from '../../../core/analysis/schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { cn } from '../../lib/cn.ts';

const PART_LABELS: Record<ScorePart, string> = {
  skills: 'Skills',
  keywords: 'Keywords',
  experience_alignment: 'Experience alignment',
  education: 'Education',
};

const LABEL_TEXT: Record<AnalysisResult['match_label'], string> = {
  excellent: 'Excellent match',
  good: 'Good match',
  'needs improvement': 'Needs improvement',
};

const LABEL_STYLE: Record<AnalysisResult['match_label'], string> = {
  excellent: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  good: 'border-sky-300 bg-sky-50 text-sky-900',
  'needs improvement': 'border-amber-300 bg-amber-50 text-amber-950',
};

const KNOCKOUT_TEXT = {
  no_sponsorship: 'The posting says it does not sponsor visas',
  citizenship: 'The posting asks for US citizenship',
  clearance: 'The posting asks for a security clearance',
} as const;

export function BetaBadge() {
  return (
    <span className="rounded bg-brand-100 px-1.5 py-0.5 text-[0.65rem] font-bold tracking-wide text-brand-800">
      BETA
    </span>
  );
}

function CopyButton({ text, label }: { text: string; label: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Copied to clipboard');
    } catch {
      toast.error('Failed to copy', { description: 'Select the text and copy it by hand.' });
    }
  }
  return (
    <Button variant="ghost" size="sm" onClick={() => void copy()} className="shrink-0">
      <Copy className="size-4" aria-hidden="true" />
      Copy<span className="sr-only"> {label}</span>
    </Button>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Quote({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <p className="mt-1 text-sm text-slate-700 [overflow-wrap:anywhere]">
      <span className="font-medium text-slate-800">{label}:</span> &ldquo;{text}&rdquo;
    </p>
  );
}

function ScoreBar({
  part,
  score,
  max,
  notes,
}: {
  part: ScorePart;
  score: number;
  max: number;
  notes?: string;
}) {
  const width = max > 0 ? Math.round((score / max) * 100) : 0;
  return (
    <li>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-900">{PART_LABELS[part]}</span>
        <span className="tabular-nums text-slate-800">
          {score} / {max} points
        </span>
      </div>
      <div className="mt-1 h-2 rounded-full bg-slate-200" aria-hidden="true">
        <div className="h-2 rounded-full bg-brand-600" style={{ width: `${width}%` }} />
      </div>
      {notes ? <p className="mt-1 text-sm text-slate-700">{notes}</p> : null}
    </li>
  );
}

function Result({ result }: { result: AnalysisResult }) {
  const { match_breakdown: breakdown, evidence } = result;
  const knockouts = evidence.flags.knockouts;
  const stuffing = evidence.flags.keyword_stuffing;
  return (
    <div>
      <div className="flex flex-wrap items-center gap-4">
        <p className="text-5xl font-bold tabular-nums text-slate-900">
          {result.match_score}
          <span className="text-2xl">%</span>
          <span className="sr-only"> match score</span>
        </p>
        <p
          className={cn(
            'rounded-full border px-3 py-1 text-sm font-semibold',
            LABEL_STYLE[result.match_label],
          )}
        >
          {LABEL_TEXT[result.match_label]}
        </p>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        Every point below comes from a rule, the job sentence that asked for it and the line of your resume
        that answers it. The same resume and job always give the same score.
      </p>

      {knockouts.length > 0 ? (
        <div role="note" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <p className="flex items-center gap-2 font-semibold">
            <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
            Check before applying (not part of the score)
          </p>
          <ul className="mt-1 space-y-1 text-sm">
            {knockouts.map((knockout) => (
              <li key={knockout.kind} className="[overflow-wrap:anywhere]">
                {KNOCKOUT_TEXT[knockout.kind]}: &ldquo;{knockout.job_sentence}&rdquo;
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {stuffing.detected ? (
        <div role="note" className="mt-4 rounded-xl border border-red-300 bg-red-50 p-3 text-red-950">
          <p className="flex items-center gap-2 font-semibold">
            <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
            Keyword stuffing detected
          </p>
          <p className="mt-1 text-sm">{stuffing.reason}</p>
        </div>
      ) : null}

      <Block title="Score breakdown">
        <ul className="space-y-4">
          <ScoreBar part="skills" score={breakdown.skills.score} max={evidence.max_points.skills} />
          <ScoreBar part="keywords" score={breakdown.keywords.score} max={evidence.max_points.keywords} />
          <ScoreBar
            part="experience_alignment"
            score={breakdown.experience_alignment.score}
            max={evidence.max_points.experience_alignment}
            notes={breakdown.experience_alignment.notes}
          />
          <ScoreBar
            part="education"
            score={breakdown.education.score}
            max={evidence.max_points.education}
            notes={breakdown.education.notes}
          />
        </ul>
      </Block>

      <Block title="Skills the job asks for">
        {evidence.skills.length === 0 ? (
          <p className="text-sm text-slate-700">The posting names no skills we recognise.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {evidence.skills.map((skill) => (
              <li key={skill.name} className="p-3">
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  {skill.status === 'missing' ? (
                    <X className="size-4 text-red-700" aria-hidden="true" />
                  ) : (
                    <Check className="size-4 text-emerald-700" aria-hidden="true" />
                  )}
                  <span className="font-semibold text-slate-900">{skill.name}</span>
                  <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-800">
                    {skill.level}
                  </span>
                  <span className="text-slate-700">
                    {skill.status === 'evidenced'
                      ? 'shown in your experience'
                      : skill.status === 'listed'
                        ? 'only listed (half credit)'
                        : 'missing'}
                  </span>
                  <span className="ml-auto tabular-nums text-slate-800">+{skill.points}</span>
                </p>
                <Quote label="Job" text={skill.job_sentence} />
                <Quote label="Your resume" text={skill.resume_text} />
              </li>
            ))}
          </ul>
        )}
        {evidence.negated_skills.length > 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            Not counted because the job says it does not need them:{' '}
            {evidence.negated_skills.map((skill) => skill.name).join(', ')}.
          </p>
        ) : null}
      </Block>

      <Block title="Keywords">
        <p className="text-sm text-slate-800">
          <span className="font-medium">Matched:</span>{' '}
          {breakdown.keywords.matched.length > 0 ? breakdown.keywords.matched.join(', ') : 'none'}
        </p>
        <p className="mt-1 text-sm text-slate-800">
          <span className="font-medium">Missing:</span>{' '}
          {breakdown.keywords.missing.length > 0 ? breakdown.keywords.missing.join(', ') : 'none'}
        </p>
      </Block>

      <Block title="Improvement suggestions">
        <ul className="list-disc space-y-2 pl-5 text-sm text-slate-800">
          {result.resume_improvement_suggestions.map((suggestion) => (
            <li key={suggestion} className="[overflow-wrap:anywhere]">
              {suggestion}
            </li>
          ))}
        </ul>
      </Block>

      {result.bullet_enhancements.length > 0 ? (
        <Block title="Stronger bullets">
          <ul className="space-y-3">
            {result.bullet_enhancements.map((bullet) => (
              <li key={bullet.original_bullet} className="rounded-xl border border-slate-200 p-3 text-sm">
                <p className="text-slate-700 [overflow-wrap:anywhere]">
                  <span className="font-medium text-slate-800">Now:</span> {bullet.original_bullet}
                </p>
                <div className="mt-1 flex items-start gap-2">
                  <p className="flex-1 text-slate-900 [overflow-wrap:anywhere]">
                    <span className="font-medium">Try:</span> {bullet.improved_bullet}
                  </p>
                  <CopyButton text={bullet.improved_bullet} label="improved bullet" />
                </div>
                <p className="mt-1 text-slate-700">{bullet.reason}</p>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}

      {result.new_bullet_suggestions.length > 0 ? (
        <Block title="Bullets to add, if they are true">
          <ul className="space-y-3">
            {result.new_bullet_suggestions.map((bullet) => (
              <li key={bullet.suggested_bullet} className="rounded-xl border border-slate-200 p-3 text-sm">
                <p className="font-medium text-slate-800">{bullet.section}</p>
                <div className="mt-1 flex items-start gap-2">
                  <p className="flex-1 text-slate-900 [overflow-wrap:anywhere]">{bullet.suggested_bullet}</p>
                  <CopyButton text={bullet.suggested_bullet} label="suggested bullet" />
                </div>
                <p className="mt-1 text-slate-700 [overflow-wrap:anywhere]">{bullet.relevance}</p>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}

      <Block title="Suggested summary">
        <div className="flex items-start gap-2 rounded-xl border border-slate-200 p-3 text-sm">
          <p className="flex-1 text-slate-900 [overflow-wrap:anywhere]">
            {result.summary_suggestion.suggested_summary}
          </p>
          <CopyButton text={result.summary_suggestion.suggested_summary} label="summary" />
        </div>
        <p className="mt-1 text-sm text-slate-700">{result.summary_suggestion.reason}</p>
      </Block>

      <details className="mt-6 rounded-xl border border-slate-200 p-3 text-sm">
        <summary className="cursor-pointer font-semibold text-slate-900">How every point was earned</summary>
        <ol className="mt-2 space-y-2">
          {evidence.points.map((point, index) => (
            <li key={index} className="border-t border-slate-100 pt-2">
              <p className="text-slate-900">
                <span className="font-semibold tabular-nums">+{point.points}</span> {PART_LABELS[point.part]}{' '}
                · <code className="text-xs">{point.rule}</code>
              </p>
              <Quote label="Job" text={point.job_text} />
              <Quote label="Your resume" text={point.resume_text} />
            </li>
          ))}
        </ol>
      </details>
      <p className="mt-4 text-xs text-slate-600">
        Analyzer {result.analyzer_version}
        {evidence.suggestions_source === 'llm' ? ' · suggestions reworded by an AI model' : ''}
      </p>
    </div>
  );
}

type AnalysisDialogProps = {
  jobTitle: string;
  result: AnalysisResult | null;
  onClose: () => void;
};

/**
 * The analysis dialog (SPEC section 4 "Resume analysis"): 'Processing your resume analysis...' until the
 * result arrives, then the result. A native modal <dialog>: focus stays inside, Escape closes it, and
 * focus returns to the button. Mounted only while open.
 */
export function AnalysisDialog({ jobTitle, result, onClose }: AnalysisDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLButtonElement>('[data-close]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-busy={result === null}
      onClose={() => {
        if (!dialogRef.current?.open) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-1rem)] max-w-3xl overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 sm:w-[calc(100%-2rem)]"
    >
      <div className="sticky top-0 z-10 flex items-start gap-3 border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
            <Sparkles className="size-5 text-brand-700" aria-hidden="true" />
            AI Resume Analysis <BetaBadge />
          </h2>
          <p className="truncate text-sm text-slate-700">{jobTitle}</p>
        </div>
        <Button data-close variant="ghost" size="sm" onClick={onClose} aria-label="Close analysis">
          <X className="size-5" aria-hidden="true" />
        </Button>
      </div>
      <div className="px-4 py-4 sm:px-6 sm:py-6">
        {result === null ? (
          <div role="status" className="flex flex-col items-center gap-3 py-12 text-center">
            <Loader2 className="size-8 animate-spin text-brand-700" aria-hidden="true" />
            <p className="font-medium text-slate-800">Processing your resume analysis...</p>
          </div>
        ) : (
          <Result result={result} />
        )}
      </div>
    </dialog>
  );
}

import { CircleAlert, Loader2 } from 'lucide-react';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  displayWorkArrangement,
  formatEmploymentType,
  formatPostedAgeShort,
  formatSalary,
  NO_SPONSOR_EVIDENCE_LABEL,
} from '../../../core/job-display.ts';
import type { Job } from '../../../core/jobs.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { SpriteIcon } from '../../components/ui/icon-sprite.tsx';
import type { SalaryAnalysis } from '../../../core/sponsors/read-api.ts';
import { FilingRecordLink } from '../sponsors/filing-record-link.tsx';
import { SalaryAnalysisSection } from '../sponsors/salary-analysis-section.tsx';
import { AnalysisDialog, BetaBadge } from './analysis-dialog.tsx';
import { NeutralBadge, SponsorshipBadge, WorkArrangementBadge } from './badges.tsx';
import { CompanyLogo } from './company-logo.tsx';
import {
  formatExperienceYears,
  formatLongDate,
  isJobExpired,
  safeExternalUrl,
  splitParagraphs,
  validThrough,
  workArrangementBadge,
} from './job-facts.ts';
import { readFromJobsState } from './navigation-state.ts';
import { SaveJobButton } from './save-job-button.tsx';
import { jobsPath, readFilters, type JobFilters } from './search-params.ts';
import { useJobInteractions, useRecordJobView } from './use-activity-tracking.ts';
import { useResumeAnalysis } from './use-resume-analysis.ts';

/**
 * Where 'Back to Jobs' leads: the list with the filters it was opened from (history state of a link
 * from the list), else the filters this page's own URL carries (a card opened in a new tab).
 */
export function useBackToJobs(): { href: string; cameFromList: boolean } {
  const { filters, cameFromList } = useListFilters();
  return { href: jobsPath(filters), cameFromList };
}

/** The search this job was found with: the list's (history state), else this page's own query string. */
function useListFilters(): { filters: JobFilters; cameFromList: boolean } {
  const location = useLocation();
  const fromList = readFromJobsState(location.state);
  const search = fromList ? fromList.search : location.search;
  return { filters: readFilters(new URLSearchParams(search)), cameFromList: fromList !== null };
}

function BackToJobsLink() {
  const navigate = useNavigate();
  const location = useLocation();
  const { href, cameFromList } = useBackToJobs();

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // Came from the list in this tab: going back restores its scroll position and loaded pages too.
    if (!cameFromList || location.key === 'default' || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    void navigate(-1);
  }

  return (
    <Link
      to={href}
      onClick={onClick}
      className="inline-flex min-h-10 items-center gap-1.5 rounded-lg text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
    >
      <SpriteIcon name="arrow-left" className="size-4" />
      Back to Jobs
    </Link>
  );
}

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {icon}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode | null][] }) {
  return (
    <dl className="space-y-3 text-sm">
      {rows
        .filter((row): row is [string, ReactNode] => row[1] !== null && row[1] !== '')
        .map(([term, value]) => (
          <div key={term} className="flex flex-col gap-0.5">
            <dt className="font-medium text-slate-600">{term}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** SPEC "/jobs/{id} Job detail". Everything its JSON-LD states is visible here (Google's policy). */
export function JobDetailPage({
  job,
  renderedAt,
  salaryAnalysis = null,
}: {
  job: Job;
  renderedAt: number;
  /** LCA wages filed for similar work nearby (issue 13); null when too few filings compare. */
  salaryAnalysis?: SalaryAnalysis | null;
}) {
  const now = new Date(renderedAt);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const analysis = useResumeAnalysis(job);
  const { analyze, isReady } = analysis;
  const hasAutoAnalyzed = useRef(false);
  const { filters: listFilters } = useListFilters();
  useRecordJobView(job.id, listFilters);
  const recordInteraction = useJobInteractions(listFilters);

  const isExpired = isJobExpired(job, now);
  const arrangement = displayWorkArrangement(job);
  const salary = formatSalary(job);
  const applyUrl = safeExternalUrl(job.url);
  const websiteUrl = safeExternalUrl(job.li_organization_url);
  const paragraphs = splitParagraphs(job.description_text);
  const employmentType = formatEmploymentType(job.ai_employment_type);
  const applyByDate = validThrough(job, now);
  const applyBy = applyByDate ? formatLongDate(applyByDate) : null;
  const shouldAutoAnalyze = searchParams.get('autoAnalyze') === 'true';

  // SPEC: autoAnalyze=true starts the analysis once only. The flag then leaves the URL (keeping the
  // history state), so a reload or Back does not start it again.
  useEffect(() => {
    if (!shouldAutoAnalyze || !isReady || hasAutoAnalyzed.current) return;
    hasAutoAnalyzed.current = true;
    analyze();
    const rest = new URLSearchParams(searchParams);
    rest.delete('autoAnalyze');
    const query = rest.toString();
    void navigate(
      { search: query ? `?${query}` : '' },
      { replace: true, preventScrollReset: true, state: location.state as unknown },
    );
  }, [shouldAutoAnalyze, isReady, analyze, searchParams, navigate, location.state]);

  return (
    <article className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <BackToJobsLink />

      {isExpired ? (
        <div
          role="note"
          className="mt-4 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">This job has expired</p>
            <p className="mt-1 text-sm">
              It stopped taking applications on {formatLongDate(job.expires_at ?? now)}. The details stay here
              for reference; look for open roles like it in the list.
            </p>
          </div>
        </div>
      ) : null}

      <header className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="flex items-start gap-4">
          <CompanyLogo
            src={job.li_organization_logo_url}
            organization={job.organization}
            size={64}
            isEager
            className="rounded-xl"
          />
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{job.title}</h1>
            <p className="mt-1 text-lg font-medium text-slate-800">{job.organization}</p>
            <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-slate-700">
              <li className="inline-flex items-center gap-1.5">
                <SpriteIcon name="map-pin" className="size-4 shrink-0" />
                {job.location}
              </li>
              <li className="inline-flex items-center gap-1.5">
                <SpriteIcon name="clock" className="size-4 shrink-0" />
                <span>
                  Posted <time dateTime={job.posted_at}>{formatPostedAgeShort(job.posted_at, now)}</time>
                </span>
              </li>
              <li className="inline-flex items-center gap-1.5">
                <SpriteIcon name="globe" className="size-4 shrink-0" />
                Source: {job.source}
              </li>
            </ul>
          </div>
        </div>

        <div className="mt-5 flex flex-wrap items-center gap-2">
          <WorkArrangementBadge value={workArrangementBadge(arrangement)} />
          <NeutralBadge>{employmentType}</NeutralBadge>
          <SponsorshipBadge value={job.ai_visa_sponsorship} />
        </div>
        {job.ai_visa_sponsorship && job.ai_visa_evidence ? (
          <p className="mt-2 text-sm text-slate-700">
            <span className="font-medium text-slate-900">Why we think so:</span> &ldquo;{job.ai_visa_evidence}
            &rdquo;
          </p>
        ) : null}
        {job.ai_visa_sponsorship === false && job.ai_visa_evidence ? (
          <p className="mt-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <span className="font-medium">{NO_SPONSOR_EVIDENCE_LABEL}</span> &ldquo;
            {job.ai_visa_evidence}&rdquo;
          </p>
        ) : null}
        {job.filing_record ? <FilingRecordLink record={job.filing_record} className="mt-2 flex" /> : null}

        {salary ? (
          <p className="mt-5 flex flex-wrap items-baseline gap-x-2 text-2xl font-bold text-emerald-800">
            <SpriteIcon name="banknote" className="size-6 self-center text-emerald-700" />
            <span>
              <span className="sr-only">Salary: </span>
              {salary.amount}
            </span>
            <span className="text-sm font-medium text-slate-700">{salary.unitLabel}</span>
          </p>
        ) : null}

        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <Button
            size="lg"
            variant="secondary"
            onClick={analyze}
            disabled={!isReady || analysis.status === 'analyzing'}
          >
            {analysis.status === 'analyzing' ? (
              <Loader2 className="size-5 animate-spin text-brand-700" aria-hidden="true" />
            ) : (
              <SpriteIcon name="sparkles" className="size-5 text-brand-700" />
            )}
            {analysis.status === 'analyzing' ? 'Analyzing...' : 'AI Resume Analysis'}
            <BetaBadge />
          </Button>
          {applyUrl && !isExpired ? (
            <a
              href={applyUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => recordInteraction(job.id, 'apply')}
              className={buttonClasses({ size: 'lg' })}
            >
              Apply Now
              <span className="sr-only"> (opens in a new tab)</span>
              <SpriteIcon name="external-link" className="size-5" />
            </a>
          ) : null}
          <SaveJobButton jobId={job.id} jobTitle={job.title} size="large" />
        </div>
        {!isExpired && applyBy ? (
          <p className="mt-3 inline-flex items-center gap-1.5 text-sm text-slate-700">
            <SpriteIcon name="calendar-clock" className="size-4" />
            Apply by {applyBy}
          </p>
        ) : null}
      </header>
      {analysis.isDialogOpen ? (
        <AnalysisDialog jobTitle={job.title} result={analysis.result} onClose={analysis.close} />
      ) : null}

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Section
            title="Job Description"
            icon={<SpriteIcon name="list-checks" className="size-5 text-brand-700" />}
          >
            {paragraphs.length > 0 ? (
              <div className="space-y-4 text-base leading-relaxed text-slate-800">
                {paragraphs.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            ) : (
              <p className="text-slate-700">
                The employer did not share a description here. The full posting is on their site.
              </p>
            )}
          </Section>
          {job.ai_benefits.length > 0 ? (
            <Section title="Benefits" icon={<SpriteIcon name="sparkles" className="size-5 text-brand-700" />}>
              <ul className="grid grid-cols-1 gap-2 text-slate-800 sm:grid-cols-2">
                {job.ai_benefits.map((benefit) => (
                  <li key={benefit} className="flex items-start gap-2">
                    <span className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />
                    {benefit}
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
        </div>

        <aside className="space-y-6" aria-label="About this job">
          {salaryAnalysis ? <SalaryAnalysisSection job={job} analysis={salaryAnalysis} /> : null}
          <Section
            title="Company Info"
            icon={<SpriteIcon name="building-2" className="size-5 text-brand-700" />}
          >
            <Facts
              rows={[
                ['Company', job.organization],
                ['Industry', job.li_organization_industry],
                ['Headquarters', job.li_organization_headquarters],
                ['Company size', job.li_organization_size],
                [
                  'Website',
                  websiteUrl ? (
                    <a
                      href={websiteUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      {new URL(websiteUrl).hostname}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : null,
                ],
              ]}
            />
          </Section>
          <Section
            title="Job Details"
            icon={<SpriteIcon name="calendar-clock" className="size-5 text-brand-700" />}
          >
            <Facts
              rows={[
                ['Employment type', employmentType],
                ['Work arrangement', arrangement],
                ['Experience level', formatExperienceYears(job.ai_experience_level)],
                ['Posted', <time dateTime={job.posted_at}>{formatLongDate(job.posted_at)}</time>],
                [isExpired ? 'Expired' : 'Apply by', applyBy],
                ['Job ID', job.job_id],
              ]}
            />
          </Section>
        </aside>
      </div>
    </article>
  );
}

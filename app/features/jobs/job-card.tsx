import { createContext, memo, type MouseEvent } from 'react';
import {
  displayWorkArrangement,
  formatEmploymentType,
  formatExperience,
  formatPostedAge,
  formatSalary,
} from '../../../core/job-display.ts';
import type { JobCardItem } from '../../../core/jobs.ts';
import { paths } from '../../../core/paths.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useFollowLink } from '../../components/ui/follow-link.ts';
import { SpriteIcon } from '../../components/ui/icon-sprite.tsx';
import {
  FilingRecordLine,
  filingRecordLine,
  type FilingRecordLineProps,
} from '../sponsors/filing-record-link.tsx';
import { NeutralBadge, SponsorshipBadge, WorkArrangementBadge } from './badges.tsx';
import { CompanyLogo, companyInitials } from './company-logo.tsx';
import { safeExternalUrl } from './job-facts.ts';
import { fromJobsState } from './navigation-state.ts';
import { SaveJobButton } from './save-job-button.tsx';
import { jobDetailPath, type JobFilters, filtersQueryString } from './search-params.ts';

export type JobCardProps = {
  job: JobCardItem;
  filters: JobFilters;
  /** The moment ages are measured from; the loader's, so server HTML and hydration agree. */
  now: Date;
  /** The first row is visible at once: its logos load eagerly, the rest lazily. */
  isAboveFold?: boolean;
  /** Signed in without a resume: point to the resume page next to AI Analysis. */
  showResumeHint?: boolean;
  /** Opening (any of the card's ways) or applying: recorded by personalization (SPEC section 4). */
  onInteraction?: (jobId: number, type: 'click' | 'apply') => void;
  /** A recommended job: the short reasons it was picked for this user. */
  reasons?: readonly string[];
};

/**
 * On the server, a visitor's card below the first row as markup filled into the card's own template, or
 * undefined where React renders it (job-card-markup.server.tsx); absent in the browser, which hydrates it
 * with JobCard.
 */
export const JobCardMarkupContext = createContext<
  ((job: JobCardItem, filters: JobFilters, now: Date) => string | undefined) | undefined
>(undefined);

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"]';

/**
 * Everything a card shows, worked out from the job: the card's markup reads nothing else, so the server can
 * fill the same markup in without rendering it (job-card-markup.server.tsx, decision 014).
 */
export type JobCardView = {
  titleId: string;
  title: string;
  organization: string;
  logoSrc: string | null;
  initials: string;
  location: string;
  postedAge: string;
  arrangement: string;
  sponsorship: boolean | null;
  employmentType: string;
  experience: string | null;
  filing: FilingRecordLineProps | null;
  salary: string | null;
  preview: string | null;
  truncated: boolean;
  detailUrl: string;
  analysisUrl: string;
  applyUrl: string | null;
};

export function jobCardView(job: JobCardItem, filters: JobFilters, now: Date): JobCardView {
  const record = job.filing_record;
  return {
    titleId: `job-${job.id}-title`,
    title: job.title,
    organization: job.organization,
    logoSrc: job.li_organization_logo_url || null,
    initials: job.li_organization_logo_url ? '' : companyInitials(job.organization),
    location: job.location,
    postedAge: formatPostedAge(job.posted_at, now),
    arrangement: displayWorkArrangement(job),
    sponsorship: job.ai_visa_sponsorship,
    employmentType: formatEmploymentType(job.ai_employment_type),
    experience: formatExperience(job.ai_experience_level) || null,
    filing: record ? filingRecordLine(record) : null,
    salary: formatSalary(job, { rangeOnly: true })?.text || null,
    preview: job.description_preview || null,
    truncated: Boolean(job.description_truncated),
    detailUrl: jobDetailPath(job.id, filters),
    analysisUrl: jobDetailPath(job.id, filters, { autoAnalyze: 'true' }),
    applyUrl: safeExternalUrl(job.url),
  };
}

/** SPEC "Job card" and the display formats of section 5. Memoised: the list re-renders as it scrolls. */
export const JobCard = memo(function JobCard({
  job,
  filters,
  now,
  isAboveFold = false,
  showResumeHint = false,
  onInteraction,
  reasons,
}: JobCardProps) {
  const view = jobCardView(job, filters, now);
  const { detailUrl, analysisUrl } = view;
  const linkState = fromJobsState(filtersQueryString(filters));
  const onOpen = () => onInteraction?.(job.id, 'click');
  // The card's links are anchors sharing one handler: a page has 30 cards of three or four links each.
  const follow = useFollowLink();

  // SPEC: a click on the card itself (not a link or button) opens the detail in a new tab. Keyboard and
  // screen-reader users have the title link, which is the card's real target.
  function onCardClick(event: MouseEvent<HTMLElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
    // Selecting text to copy it is not a request to open the job.
    if (window.getSelection()?.toString()) return;
    onOpen();
    window.open(detailUrl, '_blank', 'noopener');
  }

  return (
    <JobCardMarkup
      view={view}
      jobId={job.id}
      isAboveFold={isAboveFold}
      showResumeHint={showResumeHint}
      reasons={reasons}
      handlers={{
        onCardClick,
        onOpenDetail: (event) => {
          onOpen();
          follow(event, detailUrl, { state: linkState });
        },
        onApply: () => onInteraction?.(job.id, 'apply'),
        onOpenAnalysis: (event) => follow(event, analysisUrl, { state: linkState }),
        onOpenResume: (event) => follow(event, paths.resume),
      }}
    />
  );
});

type AnchorClick = (event: MouseEvent<HTMLAnchorElement>) => void;

export type JobCardHandlers = {
  onCardClick: (event: MouseEvent<HTMLElement>) => void;
  onOpenDetail: AnchorClick;
  onApply: () => void;
  onOpenAnalysis: AnchorClick;
  onOpenResume: AnchorClick;
};

export type JobCardMarkupProps = {
  view: JobCardView;
  jobId: number;
  isAboveFold: boolean;
  showResumeHint: boolean;
  reasons: readonly string[] | undefined;
  handlers: JobCardHandlers;
};

/** The card's markup, from its view alone (see JobCardView). */
export function JobCardMarkup({
  view,
  jobId,
  isAboveFold,
  showResumeHint,
  reasons,
  handlers,
}: JobCardMarkupProps) {
  const { titleId, title, organization } = view;
  // Texts that mix words and values are one template string: JSX's `Save {title}` is two text nodes with a
  // comment between them in the HTML, eight per card, 240 nodes on a page of results to parse and hydrate.
  return (
    <article
      aria-labelledby={titleId}
      onClick={handlers.onCardClick}
      className="group flex h-full cursor-pointer flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md"
    >
      <div className="flex items-start gap-3">
        <CompanyLogo
          src={view.logoSrc}
          organization={organization}
          initials={view.initials}
          size={48}
          isEager={isAboveFold}
        />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-base leading-snug font-semibold wrap-anywhere text-slate-900">
            <a
              href={view.detailUrl}
              data-discover="true"
              onClick={handlers.onOpenDetail}
              className="rounded-sm underline-offset-2 group-hover:text-brand-700 hover:underline"
            >
              {title}
            </a>
          </h3>
          <p className="mt-0.5 truncate text-sm text-slate-700">{organization}</p>
        </div>
        <SaveJobButton jobId={jobId} jobTitle={title} className="shrink-0" />
      </div>

      {reasons && reasons.length > 0 ? (
        <ul
          aria-label="Why it is recommended"
          className="mt-3 space-y-1 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900"
        >
          {reasons.map((reason) => (
            <li key={reason} className="flex items-start gap-1.5">
              <SpriteIcon name="lightbulb" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {reason}
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex min-w-0 items-center gap-1">
          <SpriteIcon name="map-pin" className="size-4 shrink-0" />
          <span className="truncate">{view.location}</span>
        </span>
        <span className="inline-flex items-center gap-1">
          <SpriteIcon name="clock" className="size-4 shrink-0" />
          {view.postedAge}
        </span>
      </div>

      <div className="mt-3 flex flex-wrap gap-1.5">
        <WorkArrangementBadge value={view.arrangement} />
        <SponsorshipBadge value={view.sponsorship} />
        <NeutralBadge>{view.employmentType}</NeutralBadge>
        {view.experience ? <NeutralBadge>{view.experience}</NeutralBadge> : null}
      </div>
      {view.filing ? <FilingRecordLine {...view.filing} className="mt-2" /> : null}

      {view.salary ? (
        <p className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
          <SpriteIcon name="banknote" className="size-4" />
          <span>
            <span className="sr-only">Salary: </span>
            {view.salary}
          </span>
        </p>
      ) : null}

      {view.preview ? (
        <div className="mt-3 text-sm text-slate-700">
          <p className="line-clamp-2">{view.preview}</p>
          {view.truncated ? (
            <a
              href={view.detailUrl}
              data-discover="true"
              onClick={handlers.onOpenDetail}
              className="mt-1 inline-block rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              read more<span className="sr-only">{` about ${title}`}</span>
            </a>
          ) : null}
        </div>
      ) : null}

      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {view.applyUrl ? (
          <a
            href={view.applyUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={handlers.onApply}
            className={buttonClasses({ size: 'sm', className: 'flex-1' })}
          >
            Apply Now
            <span className="sr-only">{` for ${title} at ${organization} (opens in a new tab)`}</span>
            <SpriteIcon name="external-link" className="size-4" />
          </a>
        ) : null}
        <a
          href={view.analysisUrl}
          data-discover="true"
          onClick={handlers.onOpenAnalysis}
          className={buttonClasses({ size: 'sm', variant: 'secondary', className: 'flex-1' })}
        >
          <SpriteIcon name="sparkles" className="size-4 text-brand-700" />
          AI Analysis<span className="sr-only">{` of your resume for ${title}`}</span>
        </a>
      </div>
      {showResumeHint ? (
        <a
          href={paths.resume}
          data-discover="true"
          onClick={handlers.onOpenResume}
          className="mt-3 inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          <SpriteIcon name="upload" className="size-4" />
          Upload Resume to use AI Analysis feature
        </a>
      ) : null}
    </article>
  );
}

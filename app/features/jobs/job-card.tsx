import { memo, type MouseEvent } from 'react';
import {
  displayWorkArrangement,
  formatEmploymentType,
  formatExperience,
  formatPostedAge,
  formatSalary,
} from '../../../core/job-display.ts';
import type { JobListItem } from '../../../core/jobs.ts';
import { paths } from '../../../core/paths.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useFollowLink } from '../../components/ui/follow-link.ts';
import { SpriteIcon } from '../../components/ui/icon-sprite.tsx';
import { FilingRecordLink } from '../sponsors/filing-record-link.tsx';
import { NeutralBadge, SponsorshipBadge, WorkArrangementBadge } from './badges.tsx';
import { CompanyLogo } from './company-logo.tsx';
import { safeExternalUrl } from './job-facts.ts';
import { fromJobsState } from './navigation-state.ts';
import { SaveJobButton } from './save-job-button.tsx';
import { jobDetailPath, type JobFilters, filtersQueryString } from './search-params.ts';

export type JobCardProps = {
  job: JobListItem;
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

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"]';

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
  const detailUrl = jobDetailPath(job.id, filters);
  const linkState = fromJobsState(filtersQueryString(filters));
  const salary = formatSalary(job, { rangeOnly: true })?.text;
  const experience = formatExperience(job.ai_experience_level);
  const applyUrl = safeExternalUrl(job.url);
  const titleId = `job-${job.id}-title`;
  const onOpen = () => onInteraction?.(job.id, 'click');
  // The card's links are anchors sharing one handler: a page has 30 cards of three or four links each.
  const follow = useFollowLink();
  const openDetail = (event: MouseEvent<HTMLAnchorElement>) => {
    onOpen();
    follow(event, detailUrl, { state: linkState });
  };
  const analysisUrl = jobDetailPath(job.id, filters, { autoAnalyze: 'true' });

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

  // Texts that mix words and values are one template string: JSX's `Save {title}` is two text nodes with a
  // comment between them in the HTML, eight per card, 240 nodes on a page of results to parse and hydrate.
  return (
    <article
      aria-labelledby={titleId}
      onClick={onCardClick}
      className="group flex h-full cursor-pointer flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md"
    >
      <div className="flex items-start gap-3">
        <CompanyLogo
          src={job.li_organization_logo_url}
          organization={job.organization}
          size={48}
          isEager={isAboveFold}
        />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-base leading-snug font-semibold wrap-anywhere text-slate-900">
            <a
              href={detailUrl}
              data-discover="true"
              onClick={openDetail}
              className="rounded-sm underline-offset-2 group-hover:text-brand-700 hover:underline"
            >
              {job.title}
            </a>
          </h3>
          <p className="mt-0.5 truncate text-sm text-slate-700">{job.organization}</p>
        </div>
        <SaveJobButton jobId={job.id} jobTitle={job.title} className="shrink-0" />
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
          <span className="truncate">{job.location}</span>
        </span>
        <span className="inline-flex items-center gap-1">
          <SpriteIcon name="clock" className="size-4 shrink-0" />
          {formatPostedAge(job.posted_at, now)}
        </span>
      </div>

      <div className="mt-3 flex flex-wrap gap-1.5">
        <WorkArrangementBadge value={displayWorkArrangement(job)} />
        <SponsorshipBadge value={job.ai_visa_sponsorship} />
        <NeutralBadge>{formatEmploymentType(job.ai_employment_type)}</NeutralBadge>
        {experience ? <NeutralBadge>{experience}</NeutralBadge> : null}
      </div>
      {job.filing_record ? <FilingRecordLink record={job.filing_record} className="mt-2" /> : null}

      {salary ? (
        <p className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
          <SpriteIcon name="banknote" className="size-4" />
          <span>
            <span className="sr-only">Salary: </span>
            {salary}
          </span>
        </p>
      ) : null}

      {job.description_preview ? (
        <div className="mt-3 text-sm text-slate-700">
          <p className="line-clamp-2">{job.description_preview}</p>
          {job.description_truncated ? (
            <a
              href={detailUrl}
              data-discover="true"
              onClick={openDetail}
              className="mt-1 inline-block rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              read more<span className="sr-only">{` about ${job.title}`}</span>
            </a>
          ) : null}
        </div>
      ) : null}

      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {applyUrl ? (
          <a
            href={applyUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onInteraction?.(job.id, 'apply')}
            className={buttonClasses({ size: 'sm', className: 'flex-1' })}
          >
            Apply Now
            <span className="sr-only">{` for ${job.title} at ${job.organization} (opens in a new tab)`}</span>
            <SpriteIcon name="external-link" className="size-4" />
          </a>
        ) : null}
        <a
          href={analysisUrl}
          data-discover="true"
          onClick={(event) => follow(event, analysisUrl, { state: linkState })}
          className={buttonClasses({ size: 'sm', variant: 'secondary', className: 'flex-1' })}
        >
          <SpriteIcon name="sparkles" className="size-4 text-brand-700" />
          AI Analysis<span className="sr-only">{` of your resume for ${job.title}`}</span>
        </a>
      </div>
      {showResumeHint ? (
        <a
          href={paths.resume}
          data-discover="true"
          onClick={(event) => follow(event, paths.resume)}
          className="mt-3 inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          <SpriteIcon name="upload" className="size-4" />
          Upload Resume to use AI Analysis feature
        </a>
      ) : null}
    </article>
  );
});

import { cn } from '../../lib/cn.ts';

/** The first letters of a company's first two words: what stands in for a missing logo. */
export function companyInitials(organization: string): string {
  return organization
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/**
 * The company logo, or its initials when there is none. Decorative (alt ''): the company name is always
 * printed next to it. Width and height are set so the image never shifts the layout while it loads.
 */
export function CompanyLogo({
  src,
  organization,
  initials = companyInitials(organization),
  size,
  isEager = false,
  className,
}: {
  src: string | null;
  organization: string;
  /** Worked out from the organization unless given (a job card's view carries them). */
  initials?: string;
  size: number;
  isEager?: boolean;
  className?: string;
}) {
  if (!src) {
    return (
      <span
        aria-hidden="true"
        style={{ width: size, height: size }}
        className={cn(
          'flex shrink-0 items-center justify-center rounded-lg bg-slate-100 font-bold text-slate-600',
          className,
        )}
      >
        {initials}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading={isEager ? 'eager' : 'lazy'}
      className={cn('shrink-0 rounded-lg border border-slate-100 bg-white object-contain', className)}
    />
  );
}

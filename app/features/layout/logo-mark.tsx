import { cn } from '../../lib/cn.ts';

/** The brand mark (same drawing as public/favicon.svg); decorative next to the site name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      className={cn('size-8 shrink-0', className)}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="7" fill="#1d4ed8" />
      <path
        d="M9 21.5c1.6 1.3 3.6 2 5.7 2 3.3 0 5.3-1.6 5.3-4 0-5.2-9.6-3.1-9.6-7.3 0-1.5 1.4-2.7 3.8-2.7 1.6 0 3 .5 4.3 1.4"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

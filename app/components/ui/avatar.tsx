import { cn } from '../../lib/cn.ts';

const TEXT_BY_LENGTH = {
  md: ['text-sm', 'text-sm', 'text-sm', 'text-xs', 'text-[0.625rem]'],
  lg: ['text-xl', 'text-xl', 'text-xl', 'text-lg', 'text-base'],
} as const;

/**
 * Round initials badge. Initials are one letter per word of the full name (SPEC "User menu"), so long
 * names give four or five letters: the text shrinks to stay inside the circle. Decorative: the element
 * around it carries the accessible name.
 */
export function Avatar({
  initials,
  size = 'md',
  className,
}: {
  initials: string;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const steps = TEXT_BY_LENGTH[size];
  const text = steps[Math.min(initials.length, steps.length - 1)];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-600 font-semibold tracking-tight text-white',
        size === 'md' ? 'size-10' : 'size-16',
        text,
        className,
      )}
    >
      {initials}
    </span>
  );
}

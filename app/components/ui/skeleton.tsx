import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

/** A pulsing placeholder; purely visual, so it is hidden from assistive technology. */
export function Skeleton({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} {...rest} />
  );
}

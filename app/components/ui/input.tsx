import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

type InputProps = InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean };

export function Input({ className, invalid = false, ...rest }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn(
        'block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm',
        'placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0',
        'disabled:cursor-not-allowed disabled:bg-slate-100',
        invalid ? 'border-red-700' : 'border-slate-300',
        className,
      )}
      {...rest}
    />
  );
}

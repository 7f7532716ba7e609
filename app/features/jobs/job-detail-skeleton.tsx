import { useEffect } from 'react';
import { Skeleton } from '../../components/ui/skeleton.tsx';

/** SPEC "Job detail": loading shows a skeleton, shaped like the page so nothing jumps when it arrives. */
export function JobDetailSkeleton() {
  // It replaces a long list: start it at the top instead of wherever the list was scrolled. The router
  // has already saved the list's position, so Back still returns there.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10" aria-busy="true">
      <span className="sr-only" role="status">
        Loading job details...
      </span>
      <Skeleton className="h-5 w-28" />
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="flex gap-4">
          <Skeleton className="size-16 rounded-xl" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-7 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
        <div className="mt-5 flex gap-2">
          <Skeleton className="h-6 w-20 rounded-full" />
          <Skeleton className="h-6 w-24 rounded-full" />
          <Skeleton className="h-6 w-24 rounded-full" />
        </div>
        <div className="mt-6 flex gap-3">
          <Skeleton className="h-11 w-48 rounded-lg" />
          <Skeleton className="h-11 w-36 rounded-lg" />
        </div>
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 lg:col-span-2">
          <Skeleton className="h-6 w-40" />
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="h-4 w-full" />
          ))}
        </div>
        <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
          <Skeleton className="h-6 w-32" />
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-4 w-full" />
          ))}
        </div>
      </div>
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';

/** One titled block of /profile. */
export function ProfileSection({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className="mt-6 p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {description ? <p className="mt-1 text-sm text-slate-700">{description}</p> : null}
          </div>
          {action}
        </div>
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}

export function SectionLoading({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="mt-3 h-5 w-1/2" />
    </div>
  );
}

export function SectionError({ message }: { message: string }) {
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

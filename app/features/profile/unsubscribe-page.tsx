import { useQuery, useMutation } from '@tanstack/react-query';
import { BellOff, CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../core/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { requireOk } from '../../lib/api-client.ts';
import { fetchUnsubscribeStatus, unsubscribeAlert } from './api/unsubscribe.ts';

/**
 * The landing page of an alert e-mail's unsubscribe link: no sign-in, the signed token names the alert.
 * One click on the button stops it. Opening the page changes nothing by itself, so a mail scanner that
 * follows links cannot unsubscribe anyone; mail programs use the List-Unsubscribe one-click POST instead.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: () => requireOk(fetchUnsubscribeStatus(token)),
    enabled: token !== '',
  });
  const unsubscribe = useMutation({ mutationFn: () => requireOk(unsubscribeAlert(token)) });
  const isDone = unsubscribe.isSuccess || status.data?.unsubscribed === true;
  const description = unsubscribe.data?.description ?? status.data?.description;

  let body;
  if (!token || status.isError) {
    body = (
      <>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">This link does not work</h1>
        <p className="mt-2 text-slate-700">
          {status.error?.message ?? 'The unsubscribe link is incomplete.'} You can manage every alert on your
          profile after signing in.
        </p>
      </>
    );
  } else if (status.isPending) {
    body = (
      <div aria-busy="true">
        <span className="sr-only">Loading the alert</span>
        <Skeleton className="mx-auto h-8 w-2/3" />
        <Skeleton className="mx-auto mt-4 h-5 w-1/2" />
      </div>
    );
  } else if (isDone) {
    body = (
      <>
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
          <CircleCheck className="size-6" aria-hidden="true" />
        </div>
        {/* The status region announces it; the heading keeps its role (role on the h1 would replace it). */}
        <div role="status">
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">You are unsubscribed</h1>
        </div>
        <p className="mt-2 text-slate-700 [overflow-wrap:anywhere]">No more e-mails for {description}.</p>
      </>
    );
  } else {
    body = (
      <>
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <BellOff className="size-6" aria-hidden="true" />
        </div>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
          Unsubscribe from this job alert?
        </h1>
        <p className="mt-2 text-slate-700 [overflow-wrap:anywhere]">{description}</p>
        {unsubscribe.isError ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {unsubscribe.error.message}
          </p>
        ) : null}
        {/* Before hydration (or without JavaScript) the form posts to the server's own unsubscribe page. */}
        <form
          method="post"
          action={`${paths.alertsUnsubscribe}?${new URLSearchParams({ token }).toString()}`}
          onSubmit={(event) => {
            event.preventDefault();
            unsubscribe.mutate();
          }}
        >
          <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" pending={unsubscribe.isPending}>
            Unsubscribe
          </Button>
        </form>
      </>
    );
  }

  return (
    <Card className="mx-auto max-w-md p-8 text-center">
      {body}
      <p className="mt-6 text-sm">
        <Link to={paths.profile} className="font-medium text-brand-700 underline underline-offset-2">
          Manage job alerts on your profile
        </Link>
      </p>
    </Card>
  );
}

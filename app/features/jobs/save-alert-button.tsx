import { lazy, Suspense, useState } from 'react';
import { activeFilterCount } from '../../../core/job-search-ui.ts';
import { paths } from '../../../core/paths.ts';
import { Button, ButtonLink, Spinner } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { SpriteIcon } from '../../components/ui/icon-sprite.tsx';
import { useSession } from '../auth/index.ts';
import type { JobFilters } from './search-params.ts';

const AlertForm = lazy(() => import('./alert-form.tsx').then((module) => ({ default: module.AlertForm })));

/**
 * "Save this search as an alert": the current search and filters, mailed daily or weekly. Shown only for a
 * search or a filter (an alert for every job would mail the whole site); visitors are asked to sign in.
 */
export function SaveAlertButton({ filters }: { filters: JobFilters }) {
  const session = useSession();
  const [isOpen, setOpen] = useState(false);
  if (activeFilterCount({ ...filters, hideNoSponsor: undefined }) === 0) return null;
  const userId = session.status === 'signed-in' ? session.user.id : null;

  return (
    <div className="flex justify-end">
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <SpriteIcon name="bell-plus" className="size-4 text-brand-700" />
        Save this search as an alert
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => setOpen(false)}
        title={userId ? 'Save this search as an alert' : 'Sign In Required'}
      >
        {userId ? (
          <Suspense
            fallback={
              <p className="inline-flex items-center gap-2 text-sm text-slate-700">
                <Spinner className="text-brand-600" /> Loading...
              </p>
            }
          >
            <AlertForm userId={userId} filters={filters} onDone={() => setOpen(false)} />
          </Suspense>
        ) : (
          <>
            <p className="text-slate-700">Please sign in to save searches as e-mail alerts.</p>
            <ButtonLink to={paths.auth} size="lg" className="mt-5 w-full sm:w-auto">
              Sign In
            </ButtonLink>
          </>
        )}
      </Dialog>
    </div>
  );
}

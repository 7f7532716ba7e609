import { lazy, Suspense } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

// Sonner (and its stylesheet) is fetched after hydration, so the landing page's first load does not
// pay for toasts that only forms show. Pages that toast import `toast` from toast.ts and therefore
// share the same sonner module instance.
const SonnerToaster = lazy(() =>
  import('./toaster-impl.tsx').then((module) => ({ default: module.ToasterImpl })),
);

export function Toaster() {
  const isHydrated = useHydrated();
  if (!isHydrated) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}

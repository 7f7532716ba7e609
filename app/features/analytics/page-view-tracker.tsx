import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { sendPageView } from './send-page-view.ts';
import { buildTrackedPath } from './tracked-path.ts';

/** Sends one page view per route change, including the first load (SPEC "Page metadata"). */
export function PageViewTracker() {
  const location = useLocation();
  const path = buildTrackedPath(location.pathname, location.search);
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    // Same path again means a hash change or StrictMode's second effect run, not a new page.
    if (previousPath.current === path) return;
    const referrer =
      previousPath.current === null
        ? document.referrer || null
        : `${window.location.origin}${previousPath.current}`;
    previousPath.current = path;
    sendPageView({ path, referrer });
  }, [path]);

  return null;
}

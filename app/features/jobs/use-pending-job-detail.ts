import { useLocation, useNavigation } from 'react-router';

const DETAIL_PATH = /^\/jobs\/[^/]+\/?$/;

/**
 * True while a client-side navigation to another job's detail loads: the page shows the detail skeleton.
 * A change of the query string only (the detail dropping autoAnalyze) is not a new page.
 */
export function usePendingJobDetail(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    navigation.state === 'loading' &&
    DETAIL_PATH.test(navigation.location.pathname) &&
    navigation.location.pathname !== location.pathname
  );
}

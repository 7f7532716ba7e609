import { useEffect, useState } from 'react';
import { fetchLocations, type LocationKind } from './api/fetch-locations.ts';

export type LocationOptions = { names: string[]; status: 'loading' | 'ready' | 'error' };

// The lists change only with ingestion: fetch each once per page session, shared by every dropdown.
const requests = new Map<LocationKind, Promise<string[]>>();

function loadLocations(kind: LocationKind): Promise<string[]> {
  let request = requests.get(kind);
  if (!request) {
    request = fetchLocations(kind);
    requests.set(kind, request);
    // A failed request is forgotten so that opening the dropdown again retries.
    request.catch(() => requests.delete(kind));
  }
  return request;
}

/** The cities or states that have jobs, fetched after hydration (the page renders without them). */
export function useLocationOptions(kind: LocationKind): LocationOptions & { retry: () => void } {
  const [state, setState] = useState<LocationOptions>({ names: [], status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    loadLocations(kind).then(
      (names) => {
        if (isCurrent) setState({ names, status: 'ready' });
      },
      () => {
        if (isCurrent) setState({ names: [], status: 'error' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [kind, attempt]);

  return {
    ...state,
    retry: () => {
      setState((current) => ({ ...current, status: 'loading' }));
      setAttempt((n) => n + 1);
    },
  };
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * The browser's cache for data fetched after the first render (search result pages, recommendations,
 * recent searches, saved jobs, alerts). Each query states its own lifetimes (SPEC section 9); these defaults
 * only cover what SPEC leaves open: nothing is refetched because the window regained focus, and a failed
 * call is not retried unless the query says so (a 401 or a 400 does not get better by asking again).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * On the server a new client per call (one per request: one user's data can never reach another's page); in
 * the browser the document's one client, which route client loaders read too.
 */
export function getQueryClient(): QueryClient {
  if (typeof document === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/** Provides the client of `getQueryClient` to the tree. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * The browser's cache for personal data (recommendations, recent searches, saved jobs, alerts). Each query
 * states its own lifetimes (SPEC section 9); these defaults only cover what SPEC leaves open: nothing is
 * refetched because the window regained focus, and a failed personal call is not retried unless the query
 * says so (a 401 or a 400 does not get better by asking again).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

/**
 * One client per provider: on the server that is one per request, so one user's data can never reach
 * another's page; in the browser it lives as long as the document.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

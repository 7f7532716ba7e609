import { createContext, RouterContextProvider } from 'react-router';
import type { SsrContextValues } from '../../core/ssr-context.ts';

/** The per-request values the Fastify host provides to loaders (see core/ssr-context.ts). */
export const ssrContext = createContext<SsrContextValues>();

export function createLoadContext(values: SsrContextValues): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(ssrContext, values);
  return context;
}

export function getSsr(context: Readonly<RouterContextProvider>): SsrContextValues {
  return context.get(ssrContext);
}

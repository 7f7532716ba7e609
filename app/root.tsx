import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { SITE_NAME_DEFAULT } from '../core/constants.ts';
import type { Route } from './+types/root';
import appStylesheetHref from './app.css?url';
import { IconSprite } from './components/ui/icon-sprite.tsx';
import { Toaster } from './components/ui/toaster.tsx';
import { PageViewTracker } from './features/analytics/index.ts';
import { SessionProvider } from './features/auth/index.ts';
import {
  ErrorView,
  MAIN_CONTENT_ID,
  NotFoundView,
  SiteFooter,
  SiteHeader,
  SkipLink,
} from './features/layout/index.ts';
import { getSsr } from './lib/context.ts';
import { SiteStylesheet } from './lib/site-stylesheet.tsx';
import { ZodJitless } from './lib/zod-jitless.tsx';
import { QueryProvider } from './lib/query-client.tsx';

export async function loader({ context }: Route.LoaderArgs) {
  const ssr = getSsr(context);
  return {
    user: ssr.auth.user,
    session: ssr.auth.session,
    publicUrl: ssr.publicUrl,
    siteName: ssr.siteName,
    nonce: ssr.nonce,
  };
}

/**
 * The root data (user, site settings) only changes when the auth state does. Navigations keep it; the
 * session provider calls revalidate() after sign-in, sign-out and reset, which keeps the URL and so
 * reaches the `currentUrl === nextUrl` branch. Form submissions to actions revalidate as usual.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return false;
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}

/** The document and site shell; it also wraps the error boundary, so error pages keep header and footer. */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const nonce = data?.nonce;
  const siteName = data?.siteName ?? SITE_NAME_DEFAULT;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <ZodJitless nonce={nonce} />
        <Meta />
        <SiteStylesheet href={appStylesheetHref} nonce={nonce} />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <SessionProvider initialUser={data?.user} initialSession={data?.session}>
          <QueryProvider>
            <SkipLink />
            <SiteHeader siteName={siteName} />
            <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
              {children}
            </main>
            <SiteFooter siteName={siteName} />
            <Toaster />
            <PageViewTracker />
            <IconSprite />
          </QueryProvider>
        </SessionProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta({ error }: Route.MetaArgs) {
  // Only reached for error pages: route modules set their own meta. Error pages are never indexed.
  if (!error) return [];
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: isNotFound ? 'Page Not Found' : 'Something went wrong' },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  if (import.meta.env.DEV) console.error(error);
  return <ErrorView />;
}

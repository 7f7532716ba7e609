import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { getSsr } from './lib/context.ts';

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

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const nonce = data?.nonce;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold">{status === 404 ? 'Oops! Page not found' : 'Something went wrong'}</h1>
      <a className="mt-4 inline-block text-brand-700 underline" href="/">
        Return to Home
      </a>
    </main>
  );
}

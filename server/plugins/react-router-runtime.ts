/**
 * Re-exported so that, in development, server/plugins/ssr.ts can load React Router's request handler
 * through Vite's SSR loader: then the handler and the app's modules share one react-router instance.
 * (Node's own import would give a second copy, and the handler checks `context instanceof
 * RouterContextProvider` against its copy.)
 */
export { createRequestHandler } from 'react-router';

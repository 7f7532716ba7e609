import { readFileSync } from 'node:fs';
// React's Bun build of the same renderer: it hands the destination the HTML as strings, where the Node build
// encodes every small piece of markup into a 2 KB byte view (see collectDocument).
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server.bun';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { acceptsEncoding } from '../core/accept-encoding.ts';
import { SpriteMarkupContext, SpriteSymbols } from './components/ui/icon-sprite.tsx';
import { JobCardMarkupContext } from './features/jobs/job-card.tsx';
import { jobCardMarkup } from './features/jobs/job-card-markup.server.tsx';
import { getSsr } from './lib/context.ts';
import {
  fixedDocumentText,
  gzippedDocument,
  plainDocument,
  type DocumentCollector,
} from './lib/document-gzip.server.ts';
import { StylesheetTextContext } from './lib/site-stylesheet.tsx';

export { createLoadContext } from './lib/context.ts';

export const streamTimeout = 5_000;

/** The production build sits in build/server/index.js, beside build/client (where the hashed CSS is). */
const CLIENT_BUILD = new URL('../client/', import.meta.url);
const stylesheetTexts = new Map<string, string | undefined>();

/** The text of a built stylesheet, read once; undefined in development (no client build), then it is linked. */
function readStylesheet(href: string): string | undefined {
  if (import.meta.env.DEV || !/^\/assets\/[\w.-]+\.css$/.test(href)) return undefined;
  if (!stylesheetTexts.has(href)) {
    let text: string | undefined;
    try {
      text = readFileSync(new URL(href.slice(1), CLIENT_BUILD), 'utf8');
    } catch {
      text = undefined;
    }
    stylesheetTexts.set(href, text === undefined ? undefined : fixedDocumentText(text));
  }
  return stylesheetTexts.get(href);
}

/**
 * A destination that keeps what React writes and hands over the whole document as one buffer. React's Node
 * build encodes each piece of markup (a tag, an attribute, a text) into a 2 KB byte view as it is written:
 * about 20,000 calls for a /jobs page, the costliest function of its render. The Bun build of the same
 * renderer (identical markup) writes the pieces as strings, which the collector encodes once (and, for a
 * client that accepts gzip, compresses around the fixed texts: lib/document-gzip.server.ts). The whole
 * document is ready when it is piped (onAllReady), so nothing waits for a drain.
 */
function collectDocument(
  collector: DocumentCollector,
  done: (html: Buffer<ArrayBuffer>) => void,
): NodeJS.WritableStream {
  // The Bun build writes strings only; bytes, should a later React write some, are decoded in sequence.
  const decoder = new TextDecoder();
  const destination = {
    write(chunk: string | Uint8Array) {
      collector.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
      return true;
    },
    end() {
      done(collector.finish());
    },
    on() {
      return destination;
    },
  };
  return destination as unknown as NodeJS.WritableStream;
}

let spriteMarkup: string | undefined;

/** The icon sprite's symbols as markup, rendered once: they are the same on every page. */
function readSpriteMarkup(): string {
  spriteMarkup ??= fixedDocumentText(renderToStaticMarkup(<SpriteSymbols />));
  return spriteMarkup;
}

/**
 * Renders the whole document before answering (onAllReady), so crawlers and users without JavaScript
 * get complete HTML with every meta tag, and scripts carry the request's CSP nonce. Nothing is streamed.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = getSsr(loadContext);
  // Documents are compressed here, around their fixed texts, for clients that take gzip (every browser);
  // the compression plugin leaves an encoded answer alone and compresses the rest (decision 014).
  const gzip = acceptsEncoding(request.headers.get('accept-encoding') ?? undefined, 'gzip');
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <StylesheetTextContext value={readStylesheet}>
        <SpriteMarkupContext value={readSpriteMarkup}>
          <JobCardMarkupContext value={jobCardMarkup}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </JobCardMarkupContext>
        </SpriteMarkupContext>
      </StylesheetTextContext>,
      {
        nonce,
        onAllReady() {
          // The whole document is ready: it is sent as one buffer, which the compression plugin compresses in
          // one call (a stream of React's small chunks through three stream layers cost more than rendering).
          pipe(
            collectDocument(gzip ? gzippedDocument() : plainDocument(), (html) => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              if (gzip) {
                responseHeaders.set('Content-Encoding', 'gzip');
                responseHeaders.append('Vary', 'Accept-Encoding');
              }
              resolve(new Response(html, { headers: responseHeaders, status: statusCode }));
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          console.error(error);
        },
      },
    );
  });
}

import { createContext, useContext, useState } from 'react';

/**
 * The site's one stylesheet goes inline into every server-rendered document (decision 014): a separate
 * render-blocking request costs a phone on a slow network one more round trip before the first paint,
 * while the whole stylesheet is about 10 KiB compressed. The server entry provides the file's text
 * (read once from the client build); in development, where there is no build, it is an ordinary link.
 */
export const StylesheetTextContext = createContext<((href: string) => string | undefined) | undefined>(
  undefined,
);

const ELEMENT_ID = 'site-stylesheet';

/** What the server rendered into the document, so hydration renders the same element with the same text. */
function inlineTextInDocument(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(ELEMENT_ID);
  return element?.tagName === 'STYLE' ? (element.textContent ?? '') : undefined;
}

export function SiteStylesheet({ href, nonce }: { href: string; nonce?: string }) {
  const readText = useContext(StylesheetTextContext);
  const [text] = useState(() => readText?.(href) ?? inlineTextInDocument());
  if (text === undefined) return <link id={ELEMENT_ID} rel="stylesheet" href={href} />;
  return <style id={ELEMENT_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: text }} />;
}

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteStylesheet, StylesheetTextContext } from './site-stylesheet.tsx';

describe('SiteStylesheet', () => {
  it('inlines the built stylesheet with the CSP nonce when the server provides its text', () => {
    const html = renderToString(
      <StylesheetTextContext value={(href) => (href === '/assets/app-x.css' ? 'body{color:red}' : undefined)}>
        <SiteStylesheet href="/assets/app-x.css" nonce="n0nce" />
      </StylesheetTextContext>,
    );
    expect(html).toBe('<style id="site-stylesheet" nonce="n0nce">body{color:red}</style>');
  });

  it('links the stylesheet when there is no build to read (development)', () => {
    const html = renderToString(<SiteStylesheet href="/app/app.css" nonce="n0nce" />);
    expect(html).toBe('<link id="site-stylesheet" rel="stylesheet" href="/app/app.css"/>');
  });
});

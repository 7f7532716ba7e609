import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IconSprite, SpriteIcon, SpriteMarkupContext, SpriteSymbols } from './icon-sprite.tsx';

describe('icon sprite', () => {
  it('draws the symbols as components when no server entry provides their markup', () => {
    const html = renderToStaticMarkup(<IconSprite />);
    expect(html).toMatch(/^<svg id="icon-sprite" aria-hidden="true"/);
    expect(html).toContain('<symbol id="icon-map-pin" viewBox="0 0 24 24"><svg');
    expect(html).toContain('id="icon-calendar-clock"');
  });

  it('writes the markup the server entry rendered once, the same document as drawn', () => {
    const symbols = renderToStaticMarkup(<SpriteSymbols />);
    let renders = 0;
    const markup = () => {
      renders += 1;
      return symbols;
    };
    const html = renderToStaticMarkup(
      <SpriteMarkupContext value={markup}>
        <IconSprite />
      </SpriteMarkupContext>,
    );
    expect(html).toBe(renderToStaticMarkup(<IconSprite />));
    expect(renders).toBe(1);
  });

  it('references a symbol of the sprite', () => {
    expect(renderToStaticMarkup(<SpriteIcon name="globe" className="size-4" />)).toBe(
      '<svg class="size-4" viewBox="0 0 24 24" aria-hidden="true"><use href="#icon-globe"></use></svg>',
    );
  });

  it('names a symbol that carries meaning as an image instead of hiding it', () => {
    expect(
      renderToStaticMarkup(
        <SpriteIcon name="trending-up" label="Many companies are hiring" className="size-5" />,
      ),
    ).toBe(
      '<svg class="size-5" viewBox="0 0 24 24" role="img" aria-label="Many companies are hiring"><use href="#icon-trending-up"></use></svg>',
    );
  });
});

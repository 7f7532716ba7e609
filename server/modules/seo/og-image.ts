import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';
import satori from 'satori';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../../../core/constants.ts';
import { PACKAGE_ROOT } from '../../../db/client.ts';
import { weakEtag } from '../../lib/http-cache.ts';

/**
 * Share images of single pages (jobs, posts): 1200x630 PNGs drawn on the server with satori (layout and
 * text to SVG paths, with the vendored DejaVu Sans) and resvg (SVG to PNG). Text is only ever text here:
 * satori never parses markup out of it.
 */
export type OgCard = {
  /** Small line above the title: 'H1B job', 'Community · H1B Lottery'. */
  kicker: string;
  title: string;
  /** Organization and location, or author and counts. */
  subtitle: string;
  badges: string[];
  siteName: string;
};

const FONT_DIR = path.join(PACKAGE_ROOT, 'server/modules/seo/fonts');
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;
function loadFonts() {
  fonts ??= [
    {
      name: 'DejaVu Sans',
      data: readFileSync(path.join(FONT_DIR, 'DejaVuSans.ttf')),
      weight: 400,
      style: 'normal',
    },
    {
      name: 'DejaVu Sans',
      data: readFileSync(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf')),
      weight: 700,
      style: 'normal',
    },
  ];
  return fonts;
}

/** Changes the ETag of every image when the design changes. */
const DESIGN_VERSION = '2';

/**
 * What the font can draw, cut to `max` characters (whole code points, an ellipsis when cut): emoji and
 * pictographs, joiners, variation selectors, controls and bidi overrides are dropped or made spaces.
 */
export function cardText(text: string, max: number): string {
  const cleaned = text
    .replace(
      /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u200D|\uFE0E|\uFE0F|\u20E3/gu,
      '',
    )
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s]+/gu, ' ')
    .trim();
  const chars = Array.from(cleaned);
  if (chars.length <= max) return cleaned;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

type Node = {
  type: string;
  props: { style?: Record<string, unknown>; children?: (Node | string)[] | Node | string };
};
const h = (type: string, style: Record<string, unknown>, children?: Node['props']['children']): Node => ({
  type,
  props: { style, children },
});

function layout(card: OgCard): Node {
  const title = cardText(card.title, 110);
  const titleSize = title.length > 70 ? 52 : title.length > 40 ? 62 : 72;
  return h(
    'div',
    {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      color: '#ffffff',
      fontFamily: 'DejaVu Sans',
      backgroundImage: 'linear-gradient(135deg, #172554 0%, #1e3a8a 55%, #1d4ed8 100%)',
    },
    [
      h('div', { display: 'flex', alignItems: 'center', gap: 18, flexShrink: 0 }, [
        h(
          'div',
          {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 56,
            height: 56,
            borderRadius: 14,
            backgroundColor: '#ffffff',
            color: '#1d4ed8',
            fontSize: 30,
            fontWeight: 700,
          },
          Array.from(cardText(card.siteName, 40))[0] ?? 'S',
        ),
        h('div', { display: 'flex', fontSize: 34, fontWeight: 700 }, cardText(card.siteName, 40)),
        h(
          'div',
          { display: 'flex', fontSize: 28, color: '#bfdbfe', marginLeft: 12 },
          cardText(card.kicker, 48),
        ),
      ]),
      h(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 22,
          flexGrow: 1,
          flexShrink: 1,
          overflow: 'hidden',
        },
        [
          h(
            'div',
            {
              display: 'flex',
              fontSize: titleSize,
              fontWeight: 700,
              lineHeight: 1.15,
              overflow: 'hidden',
              maxHeight: 300,
            },
            title || 'Untitled',
          ),
          h('div', { display: 'flex', fontSize: 34, color: '#dbeafe' }, cardText(card.subtitle, 80)),
        ],
      ),
      h(
        'div',
        { display: 'flex', gap: 16, flexShrink: 0, height: 56 },
        card.badges.slice(0, 3).map((badge) =>
          h(
            'div',
            {
              display: 'flex',
              padding: '10px 22px',
              borderRadius: 999,
              backgroundColor: '#2563eb',
              color: '#ffffff',
              fontSize: 28,
            },
            cardText(badge, 32),
          ),
        ),
      ),
    ],
  );
}

export async function renderOgPng(card: OgCard): Promise<Buffer> {
  const svg = await satori(layout(card) as unknown as Parameters<typeof satori>[0], {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}

export type OgImage = { png: Buffer; etag: string };

/**
 * Rendered images kept in memory, least recently used out first (about 30 KB each, 32 MB at most), keyed
 * by the card's content: an edited title is a new key, so nothing stale is served. Concurrent requests for
 * the same card share one render.
 */
export function createOgImageCache(options: { maxBytes?: number } = {}) {
  const cache = new LRUCache<string, OgImage>({
    maxSize: options.maxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (image) => image.png.length + 64,
  });
  const inFlight = new Map<string, Promise<OgImage>>();
  return {
    etagOf(card: OgCard): string {
      return weakEtag(DESIGN_VERSION, JSON.stringify(card));
    },
    async get(card: OgCard): Promise<OgImage> {
      const etag = this.etagOf(card);
      const hit = cache.get(etag);
      if (hit) return hit;
      const pending = inFlight.get(etag);
      if (pending) return pending;
      const render = renderOgPng(card)
        .then((png) => {
          const image = { png, etag };
          cache.set(etag, image);
          return image;
        })
        .finally(() => inFlight.delete(etag));
      inFlight.set(etag, render);
      return render;
    },
    get size(): number {
      return cache.size;
    },
  };
}

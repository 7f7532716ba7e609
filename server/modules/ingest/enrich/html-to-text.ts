/*
 * HTML to the plain text the job page shows: paragraphs separated by a blank line, list items as '- '
 * bullets, no markup, no images, no scripts. A single-pass tokenizer rather than the html-to-text package:
 * that package costs about 0.18 ms for a 3 KB posting, the whole enrichment budget on its own, and job
 * descriptions use a small, well-behaved subset of HTML.
 */

import { decodeEntities } from '../../../../core/html.ts';

const ESCAPED_TAG = /&lt;\/?[a-zA-Z][a-zA-Z0-9]*(?:\s|&gt;|\/)/;
const REAL_TAG = /<\/?[a-zA-Z][a-zA-Z0-9]*[\s>/]/;

/**
 * Greenhouse escapes its HTML once more ('&lt;p&gt;'). Such markup is read as it stands, tags spelled
 * '&lt;...&gt;', and its text decoded twice; unescaping the whole document first would cost seven passes.
 */
function isDoubleEscaped(html: string): boolean {
  return ESCAPED_TAG.test(html) && !REAL_TAG.test(html);
}

/** Elements whose content is never text a reader should see: skipped up to their closing tag. */
const DROPPED_ELEMENTS = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'head',
  'iframe',
  'object',
  'button',
  'select',
];
const CLOSING_TAGS = new Map(
  DROPPED_ELEMENTS.map((name) => [
    name,
    { plain: new RegExp(`</${name}\\s*>`, 'gi'), escaped: new RegExp(`&lt;/${name}\\s*&gt;`, 'gi') },
  ]),
);
const COMMENT = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<![^>]*>|<\?[^>]*>/g;
const ESCAPED_COMMENT = /&lt;!--[\s\S]*?--&gt;|&lt;![\s\S]*?&gt;|&lt;\?[\s\S]*?&gt;/g;
// Bounded tag lengths: an unclosed '<div ' would otherwise make every later '<' scan to the end of the
// document, which turns a hostile 100 KB description into seconds of work.
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b(?:[^>"']|"[^"]{0,2000}"|'[^']{0,2000}'){0,2000}>/g;
const ESCAPED_TAG_TOKEN = /&lt;(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[\s\S]{0,2000}?&gt;/g;

const PARAGRAPH_TAGS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'dl',
  'table',
  'blockquote',
  'pre',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'main',
  'nav',
  'figure',
  'address',
  'details',
  'summary',
  'hr',
]);
const LINE_TAGS = new Set(['div', 'br', 'tr', 'dt', 'dd', 'caption', 'fieldset', 'legend', 'form']);
const CELL_TAGS = new Set(['td', 'th']);

/*
 * Tags become private-use marker characters first and the text is tidied in a few whole-string passes
 * afterwards: far cheaper than deciding spacing chunk by chunk. A run of markers resolves to its strongest
 * break.
 */
const LINE = '\ue001';
const PARAGRAPH = '\ue002';
const ITEM_START = '\ue003';
const ITEM_END = '\ue004';
const BREAK_RUN = /[ \ue001-\ue004]*[\ue001-\ue004][ \ue001-\ue004]*/g;

function resolveBreak(run: string, offset: number, whole: string): string {
  if (offset + run.length === whole.length) return '';
  // An item's bullet survives only if no item closed after it opened (an empty <li></li> leaves none).
  const bullet = run.lastIndexOf(ITEM_START) > run.lastIndexOf(ITEM_END) ? '- ' : '';
  if (offset === 0) return bullet;
  return (run.includes(PARAGRAPH) ? '\n\n' : '\n') + bullet;
}

/** Matches bare links to images, which say nothing once the image is gone. */
const IMAGE_URL = /\bhttps?:\/\/\S+?\.(?:png|jpe?g|gif|svg|webp|bmp|ico)(?:\?\S*)?(?=[\s)\]]|$)/gi;
/** Markers editors paste in front of list items, turned into the one bullet style the page renders. */
// '*' and '-' count only when a space follows: '*Pay depends on location' is a footnote, not a list item.
const BULLET_LINE = /^[ \t]*(?:[•·▪◦●■►✓✔]|[*-](?=\s))[ \t]*/gm;
/** Anchored on line starts, so the scan looks for newlines rather than for each of the marks. */
const HAS_BULLET_MARK = /(?:^|\n)[ \t]*(?:[•·▪◦●■►✓✔]|\*\s)/;
/** A text chunk of HTML that starts with a bullet mark (raw or as an entity); only those can start a line. */
const CHUNK_BULLET = /^\s*(?:[•·▪◦●■►✓✔]|\*\s|&(?:amp;)?(?:bull|middot|#8226|#x2022|#183);)/;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;
// Only runs that change are matched: replacing every single space with itself costs five times more.
const SPACES =
  /[\t\f\v\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000][ \t\f\v\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]*| [ \t\f\v\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+/g;
const WHITESPACE_RUNS = /[^\S ]\s*| \s+/g;

function removeImageUrls(text: string): string {
  return text.includes('http') ? text.replace(IMAGE_URL, '').replace(/ +(?=\n|$)/g, '') : text;
}

/** Plain text from a source that sends text, normalised the same way as converted HTML. */
export function cleanPlainText(text: string): string {
  const tidy = removeImageUrls(
    decodeEntities(text)
      .replace(INVISIBLE, '')
      .replace(/\r\n?/g, '\n')
      .replace(SPACES, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n'),
  ).trim();
  return HAS_BULLET_MARK.test(tidy) || tidy.includes('- ') ? tidy.replace(BULLET_LINE, '- ') : tidy;
}

/**
 * Converts a posting's HTML (possibly escaped once more) to plain text: '\n\n' between paragraphs and
 * headings, '\n' between list items and lines, '- ' in front of list items.
 */
export function htmlToText(html: string): string {
  if (!html) return '';
  const isEscaped = isDoubleEscaped(html);
  let source = html;
  if (isEscaped && (html.includes('&lt;!') || html.includes('&lt;?')))
    source = html.replace(ESCAPED_COMMENT, '');
  if (!isEscaped && (html.includes('<!') || html.includes('<?'))) source = html.replace(COMMENT, '');
  const tag = isEscaped ? ESCAPED_TAG_TOKEN : TAG;
  const out: string[] = [];
  let listDepth = 0;
  let last = 0;
  let hasBulletMark = false;
  const pushChunk = (chunk: string) => {
    out.push(chunk);
    hasBulletMark ||= CHUNK_BULLET.test(chunk);
  };
  tag.lastIndex = 0;
  for (let match = tag.exec(source); match; match = tag.exec(source)) {
    if (match.index > last) pushChunk(source.slice(last, match.index));
    last = tag.lastIndex;
    const isClosing = match[1] === '/';
    const name = (match[2] ?? '').toLowerCase();
    const closing = isClosing ? undefined : CLOSING_TAGS.get(name);
    if (closing) {
      const end = isEscaped ? closing.escaped : closing.plain;
      end.lastIndex = last;
      last = end.exec(source) ? end.lastIndex : source.length;
      tag.lastIndex = last;
    } else if (name === 'li') {
      out.push(isClosing ? ITEM_END : LINE + ITEM_START);
    } else if (name === 'ul' || name === 'ol') {
      // A nested list continues its parent item's list instead of opening a new paragraph.
      const isNested = isClosing ? listDepth > 1 : listDepth > 0;
      listDepth = Math.max(0, listDepth + (isClosing ? -1 : 1));
      out.push(isNested ? LINE : PARAGRAPH);
    } else if (PARAGRAPH_TAGS.has(name)) {
      // Paragraphs inside a list item are lines of that item, not new sections.
      out.push(listDepth > 0 ? LINE : PARAGRAPH);
    } else if (LINE_TAGS.has(name)) {
      out.push(LINE);
    } else if (CELL_TAGS.has(name) && !isClosing) {
      out.push(' ');
    }
  }
  if (last < source.length) pushChunk(source.slice(last));
  const joined = out.join('');
  const text = decodeEntities(isEscaped ? decodeEntities(joined) : joined)
    .replace(INVISIBLE, '')
    .replace(WHITESPACE_RUNS, ' ')
    .replace(BREAK_RUN, resolveBreak);
  const tidy = removeImageUrls(text).trim();
  return hasBulletMark ? tidy.replace(BULLET_LINE, '- ') : tidy;
}

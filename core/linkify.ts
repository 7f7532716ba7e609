/**
 * User text is text (issue 10, DESIGN.md section 8): posts, comments, tags and names are never parsed as
 * HTML. The only markup we add is a link around an http(s) address, and that decision is made here, once,
 * for every place that shows user text. The renderer turns the segments into React text nodes and
 * anchors, so escaping stays React's job and nothing reaches `dangerouslySetInnerHTML`.
 */
export type TextSegment = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

/** The relation every link in user text carries: no ranking credit, marked as user content, no opener. */
export const USER_LINK_REL = 'nofollow ugc noopener';

// A candidate starts at http:// or https:// (any case) and runs until whitespace or a character that
// cannot stand unescaped in a URL and usually ends one in prose: angle brackets, quotes, backtick, braces.
const CANDIDATE = /https?:\/\/[^\s<>"'`{}|\\^]+/gi;
// Punctuation that closes a sentence rather than belonging to the address ("see https://x.org.").
const TRAILING_PUNCTUATION = /[.,;:!?*~]+$/;

function trimTrailing(candidate: string): string {
  let url = candidate;
  for (;;) {
    const before = url;
    url = url.replace(TRAILING_PUNCTUATION, '');
    // A closing bracket belongs to the address only when the address opened one ("wiki/Foo_(bar)").
    for (const [open, close] of [
      ['(', ')'],
      ['[', ']'],
    ] as const) {
      if (url.endsWith(close) && countOf(url, open) < countOf(url, close)) url = url.slice(0, -1);
    }
    if (url === before) return url;
  }
}

function countOf(text: string, char: string): number {
  let count = 0;
  for (const c of text) if (c === char) count += 1;
  return count;
}

/** The address as a safe href, or null when it is not a real http(s) URL with a host. */
function toHref(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (!parsed.hostname) return null;
  // Credentials in a link are a phishing trick ("https://bank.com@evil.example"): show it as text.
  if (parsed.username || parsed.password) return null;
  return parsed.href;
}

/**
 * Splits user text into plain text and http(s) links. Concatenating every segment's `text` gives back
 * the input unchanged, so line breaks and spacing survive for the renderer (which keeps them with CSS).
 */
export function linkify(input: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let textStart = 0;
  const pushText = (end: number) => {
    if (end > textStart) segments.push({ type: 'text', text: input.slice(textStart, end) });
  };
  for (const match of input.matchAll(CANDIDATE)) {
    const start = match.index;
    // Only at a word boundary: "xhttps://a.b" is not a link, and neither is a scheme glued to a word.
    if (start > 0 && /[\p{L}\p{N}_]/u.test(input.charAt(start - 1))) continue;
    const url = trimTrailing(match[0]);
    const href = toHref(url);
    if (!href) continue;
    pushText(start);
    segments.push({ type: 'link', text: url, href });
    textStart = start + url.length;
  }
  pushText(input.length);
  return segments;
}

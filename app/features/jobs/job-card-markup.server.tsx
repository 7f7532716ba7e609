import { renderToString } from 'react-dom/server.bun';
import { MemoryRouter } from 'react-router';
import type { JobCardItem } from '../../../core/jobs.ts';
import { SessionContext, SIGNED_OUT, type SessionContextValue } from '../auth/session-context.ts';
import { JobCardMarkup, jobCardView, type JobCardHandlers, type JobCardView } from './job-card.tsx';
import type { JobFilters } from './search-params.ts';

/**
 * A visitor's job cards below the first row, filled into templates of the card's own markup (decision 014).
 * React's server render of a card (44 elements, long class lists) cost 80 µs, thirty of them a third of a
 * /jobs page's server time, although a card's markup varies only in its texts and in which parts it has.
 * So each shape of card (logo or initials, which badges, salary or not...) is rendered by React once per
 * process, with a marker in place of each text, and split at the markers; a card is then its shape's pieces
 * joined with its texts, escaped as React escapes them. The browser hydrates the same markup with the
 * component. The first row (eager logos, which React preloads from the head), signed-in users' cards and
 * anything unusual keep React's render.
 */

/** Text fields of a view that are filled in; the others decide the shape. */
const TEXTS = [
  'titleId',
  'title',
  'organization',
  'logoSrc',
  'initials',
  'location',
  'postedAge',
  'employmentType',
  'experience',
  'salary',
  'preview',
  'detailUrl',
  'analysisUrl',
  'applyUrl',
] as const satisfies readonly (keyof JobCardView)[];
const FILING_TEXTS = ['href', 'text', 'name'] as const;
/** Filled into attributes React checks for `javascript:` URLs: anything not plainly a path or a web address keeps React's render. */
const URLS = ['logoSrc', 'detailUrl', 'analysisUrl', 'applyUrl'] as const;
const PLAIN_URL = /^(?:\/(?!\/)|https?:\/\/)/i;
/** More shapes than any real list has (about 2,000 combinations); past it, cards keep React's render. */
const MAX_SHAPES = 4096;

/** A shape's markup split at its texts: pieces[0] + texts[slots[0]] + pieces[1] + ... */
type Template = { pieces: string[]; slots: number[] };

const MARK_START = '\uE000';
const MARK_END = '\uE001';
const MARKS = /\uE000(\d+)\uE001/g;
const mark = (index: number) => `${MARK_START}${index}${MARK_END}`;

/** The view's texts in order (a filing record's last), null where the card has no such part. */
function textsOf(view: JobCardView): (string | null)[] {
  const texts: (string | null)[] = TEXTS.map((key) => view[key]);
  for (const key of FILING_TEXTS) texts.push(view.filing ? view.filing[key] : null);
  return texts;
}

/** What decides the markup's elements: which parts there are and the badges' values. */
function shapeOf(view: JobCardView, texts: readonly (string | null)[]): string {
  return JSON.stringify([
    texts.map((text) => (text === null ? 0 : text === '' ? 1 : 2)),
    view.arrangement,
    view.sponsorship,
    view.truncated,
  ]);
}

/** The view with a marker for each text it has; empty texts stay as they are (React leaves out an empty attribute). */
function markedView(view: JobCardView): JobCardView {
  const marked = { ...view };
  TEXTS.forEach((key, index) => {
    if (view[key]) Object.assign(marked, { [key]: mark(index) });
  });
  if (view.filing) {
    const filing = { ...view.filing };
    FILING_TEXTS.forEach((key, index) => {
      if (filing[key]) filing[key] = mark(TEXTS.length + index);
    });
    marked.filing = filing;
  }
  return marked;
}

/** A visitor, as the templates are drawn for; nothing is ever clicked in them. */
const signedOut = () => Promise.resolve({ error: null });
const VISITOR: SessionContextValue = {
  ...SIGNED_OUT,
  signIn: signedOut,
  signUp: () => Promise.resolve({ error: null, signedIn: false }),
  signOut: signedOut,
  requestPasswordReset: signedOut,
  resetPassword: signedOut,
};

const NO_HANDLERS: JobCardHandlers = {
  onCardClick: () => undefined,
  onOpenDetail: () => undefined,
  onApply: () => undefined,
  onOpenAnalysis: () => undefined,
  onOpenResume: () => undefined,
};

/** React's markup of a visitor's card below the first row, for this view. */
function renderJobCardMarkup(view: JobCardView): string {
  return renderToString(
    <MemoryRouter>
      <SessionContext value={VISITOR}>
        <JobCardMarkup
          view={view}
          jobId={0}
          isAboveFold={false}
          showResumeHint={false}
          reasons={undefined}
          handlers={NO_HANDLERS}
        />
      </SessionContext>
    </MemoryRouter>,
  );
}

/**
 * The text as a one-byte string where it is all Latin-1. The markers make React's markup of a template a
 * two-byte string and its slices with it; a document joined from them was encoded to UTF-8 on V8's slow
 * path (4x the time of a one-byte string's), 6% of a /jobs page's server time.
 */
function oneByte(text: string): string {
  const copy = Buffer.from(text, 'latin1').toString('latin1');
  return copy === text ? copy : text;
}

function compile(view: JobCardView): Template {
  const html = renderJobCardMarkup(markedView(view));
  const pieces: string[] = [];
  const slots: number[] = [];
  let last = 0;
  for (const match of html.matchAll(MARKS)) {
    pieces.push(oneByte(html.slice(last, match.index)));
    slots.push(Number(match[1]));
    last = match.index + match[0].length;
  }
  pieces.push(oneByte(html.slice(last)));
  return { pieces, slots };
}

/** React's escaping of text and attribute values (escapeTextForBrowser). */
const ESCAPES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};
const escapeHtml = (text: string) => text.replace(/["&'<>]/g, (char) => ESCAPES[char] ?? char);

function fill(template: Template, texts: readonly (string | null)[]): string {
  let html = template.pieces[0] ?? '';
  for (let index = 0; index < template.slots.length; index += 1) {
    html += escapeHtml(texts[template.slots[index] ?? -1] ?? '') + (template.pieces[index + 1] ?? '');
  }
  return html;
}

const templates = new Map<string, Template>();
const waiting = new Map<string, JobCardView>();

/** Shapes first seen during a render are compiled after it (one React render is never nested in another). */
function compileLater(shape: string, view: JobCardView) {
  if (waiting.size === 0) {
    setImmediate(compileWaitingShapes);
  }
  waiting.set(shape, view);
}

/**
 * The markup of a visitor's card below the first row, or undefined where React renders it: a shape not seen
 * before (compiled once the render is over) or an address React would have to neutralise.
 */
export function jobCardMarkup(job: JobCardItem, filters: JobFilters, now: Date): string | undefined {
  const view = jobCardView(job, filters, now);
  const texts = textsOf(view);
  if (URLS.some((key) => view[key] !== null && !PLAIN_URL.test(view[key]))) return undefined;
  if (view.filing && !PLAIN_URL.test(view.filing.href)) return undefined;
  const shape = shapeOf(view, texts);
  const template = templates.get(shape);
  if (template) return fill(template, texts);
  if (templates.size < MAX_SHAPES) compileLater(shape, view);
  return undefined;
}

/** Every shape seen since the last call compiled now (after a render; tests call it directly). */
export function compileWaitingShapes(): void {
  for (const [key, seen] of waiting) if (templates.size < MAX_SHAPES) templates.set(key, compile(seen));
  waiting.clear();
}

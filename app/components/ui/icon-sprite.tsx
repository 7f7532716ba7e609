import {
  ArrowBigDown,
  ArrowBigUp,
  ArrowLeft,
  ArrowUp,
  Banknote,
  BellPlus,
  Bookmark,
  BookmarkCheck,
  Building2,
  CalendarClock,
  ChevronDown,
  ChevronRight,
  ChevronsUpDown,
  CircleCheck,
  Clock,
  Clock3,
  Eye,
  ExternalLink,
  Globe,
  Info,
  Landmark,
  Lightbulb,
  ListChecks,
  MapPin,
  MessageSquare,
  Reply,
  Search,
  SearchX,
  ShieldCheck,
  ShieldOff,
  SlidersHorizontal,
  Sparkles,
  SpellCheck,
  TrendingUp,
  Upload,
  X,
} from 'lucide-react';
import { createContext, useContext, useState } from 'react';

/**
 * Icons repeated on every comment (a 1,000-comment thread shows hundreds), every job card (30 cards carry
 * about 230 icons) and every post card, and those of a job page and of /jobs' filters, chips and notices:
 * drawn once per page as symbols and referenced with <use>, so each one is a short reference instead of the
 * whole drawing. On /jobs that took 95 KB of HTML out of 330 KB, and the time the server spent drawing them
 * (a lucide component runs its drawing code on every render: the 18 of /jobs' controls took 0.4 ms). The
 * symbols themselves are rendered to markup once per server process (IconSprite), and every page carries
 * all of them: an icon belongs here when the server draws it, not one shown only after a click.
 */
const SYMBOLS = {
  'arrow-big-up': ArrowBigUp,
  'arrow-big-down': ArrowBigDown,
  'arrow-left': ArrowLeft,
  reply: Reply,
  banknote: Banknote,
  bookmark: Bookmark,
  'bookmark-check': BookmarkCheck,
  'building-2': Building2,
  'calendar-clock': CalendarClock,
  clock: Clock,
  'clock-3': Clock3,
  eye: Eye,
  'external-link': ExternalLink,
  globe: Globe,
  landmark: Landmark,
  lightbulb: Lightbulb,
  'list-checks': ListChecks,
  'map-pin': MapPin,
  'message-square': MessageSquare,
  'shield-check': ShieldCheck,
  'shield-off': ShieldOff,
  sparkles: Sparkles,
  upload: Upload,
  // The search controls, notices and breadcrumbs of /jobs.
  'arrow-up': ArrowUp,
  'bell-plus': BellPlus,
  'chevron-down': ChevronDown,
  'chevron-right': ChevronRight,
  'chevrons-up-down': ChevronsUpDown,
  'circle-check': CircleCheck,
  info: Info,
  search: Search,
  'search-x': SearchX,
  'sliders-horizontal': SlidersHorizontal,
  'spell-check': SpellCheck,
  'trending-up': TrendingUp,
  x: X,
} as const;
export type SpriteName = keyof typeof SYMBOLS;

const symbolId = (name: SpriteName) => `icon-${name}`;

const SPRITE_ID = 'icon-sprite';

/** The symbols, drawn by lucide's components; the server entry renders them to markup once (IconSprite). */
export function SpriteSymbols() {
  return Object.entries(SYMBOLS).map(([name, Icon]) => (
    <symbol key={name} id={symbolId(name as SpriteName)} viewBox="0 0 24 24">
      <Icon />
    </symbol>
  ));
}

/**
 * The symbols' markup, rendered once per server process by the server entry (each lucide icon costs
 * its drawing code again on every render: 15 icons were a twentieth of a job page's server time).
 */
export const SpriteMarkupContext = createContext<(() => string) | undefined>(undefined);

/** What the server rendered into the document, so hydration renders the same element with the same markup. */
function markupInDocument(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.getElementById(SPRITE_ID)?.innerHTML;
}

/** The symbols, once per page (in the root layout). */
export function IconSprite() {
  const renderMarkup = useContext(SpriteMarkupContext);
  const [markup] = useState(() => renderMarkup?.() ?? markupInDocument());
  const attributes = {
    id: SPRITE_ID,
    'aria-hidden': true,
    width: '0',
    height: '0',
    className: 'absolute size-0 overflow-hidden',
  } as const;
  // Without a server entry (a client-only render) the symbols are drawn as components.
  if (markup === undefined) {
    return (
      <svg {...attributes}>
        <SpriteSymbols />
      </svg>
    );
  }
  return <svg {...attributes} dangerouslySetInnerHTML={{ __html: markup }} />;
}

/**
 * An icon drawn from the page's sprite; it takes the text colour like the lucide icons. Decorative (hidden
 * from screen readers) unless it has a label, which makes it an image of that name.
 */
export function SpriteIcon({
  name,
  className,
  label,
}: {
  name: SpriteName;
  className: string;
  label?: string;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : 'true'}
    >
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}

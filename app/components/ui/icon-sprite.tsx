import { ArrowBigDown, ArrowBigUp, Reply } from 'lucide-react';

/**
 * Icons repeated on every comment (a 1,000-comment thread shows hundreds): drawn once per page as symbols
 * and referenced with <use>, so each comment carries a short reference instead of the whole drawing.
 */
const SYMBOLS = { 'arrow-big-up': ArrowBigUp, 'arrow-big-down': ArrowBigDown, reply: Reply } as const;
export type SpriteName = keyof typeof SYMBOLS;

const symbolId = (name: SpriteName) => `icon-${name}`;

/** The symbols, once per page (in the root layout). */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute size-0 overflow-hidden">
      {Object.entries(SYMBOLS).map(([name, Icon]) => (
        <symbol key={name} id={symbolId(name as SpriteName)} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

/** A decorative icon drawn from the page's sprite; it takes the text colour like the lucide icons. */
export function SpriteIcon({ name, className }: { name: SpriteName; className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true">
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}

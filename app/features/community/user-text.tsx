import { linkify, USER_LINK_REL } from '../../../core/linkify.ts';
import { cn } from '../../lib/cn.ts';

type UserTextProps = {
  text: string;
  /** Inline for titles and names inside other text; a block keeps paragraphs and line breaks. */
  as?: 'p' | 'div' | 'span';
  className?: string;
};

/**
 * The one way to show what a user typed: text nodes (React escapes them) and http(s) links chosen by
 * core/linkify.ts, with line breaks kept by `white-space: pre-wrap`. Never HTML.
 */
export function UserText({ text, as: Element = 'div', className }: UserTextProps) {
  return (
    <Element className={cn('break-words whitespace-pre-wrap', className)}>
      {linkify(text).map((segment, index) =>
        segment.type === 'link' ? (
          <a
            // Segments never move, so their position is a stable key.
            key={index}
            href={segment.href}
            rel={USER_LINK_REL}
            target="_blank"
            className="font-medium text-brand-700 underline underline-offset-2 [overflow-wrap:anywhere] hover:text-brand-800"
          >
            {segment.text}
          </a>
        ) : (
          segment.text
        ),
      )}
    </Element>
  );
}

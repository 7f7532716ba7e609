import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';
import { SpriteIcon } from './icon-sprite.tsx';

/**
 * Filters beyond the main search box: on a phone they fold behind one 'More filters' button (saying how
 * many of them are applied), so the results start on the first screen; from the sm breakpoint up they are
 * always shown and the button is not. Folded fields stay in the form, so they are still submitted.
 */
export function MoreFilters({
  applied,
  children,
}: {
  /** How many of the folded filters hold a value. */
  applied: number;
  children: ReactNode;
}) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className="mt-3 w-full sm:hidden"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setIsOpen((open) => !open)}
      >
        {applied > 0 ? `More filters (${applied} applied)` : 'More filters'}
        <SpriteIcon name="chevron-down" className={cn('size-4', isOpen && 'rotate-180')} />
      </Button>
      <div id={id} className={isOpen ? undefined : 'hidden sm:block'}>
        {children}
      </div>
    </>
  );
}

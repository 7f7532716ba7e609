import { useEffect, useState } from 'react';
import { SpriteIcon } from '../../components/ui/icon-sprite.tsx';
import { cn } from '../../lib/cn.ts';

/** How far down (in screen heights) the button appears: after a few pages of infinite scroll. */
const SHOW_AFTER_SCREENS = 2;

/** A way back up after a long infinite list, where the filters are; most useful on phones. */
export function ScrollToTopButton({ focusTargetId }: { focusTargetId: string }) {
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setIsVisible(window.scrollY > window.innerHeight * SHOW_AFTER_SCREENS);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <button
      type="button"
      onClick={() => {
        const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
        // Keyboard and screen-reader users continue from the top too, not from the last card.
        document.getElementById(focusTargetId)?.focus({ preventScroll: true });
      }}
      className={cn(
        'fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition hover:bg-brand-700 sm:right-6 sm:bottom-6',
        isVisible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-4 opacity-0',
      )}
      // Hidden from keyboard and screen readers until it has somewhere to go.
      inert={!isVisible}
    >
      <SpriteIcon name="arrow-up" className="size-5" />
      <span className="sr-only">Scroll to top</span>
    </button>
  );
}

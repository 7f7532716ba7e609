import type { Page } from '@playwright/test';

/** WCAG 2.2 success criterion 2.5.8 (Target Size, Minimum), in CSS pixels. */
export const MIN_TARGET = 24;

export type TargetProblem = { target: string; width: number; height: number };

/**
 * Every visible interactive element of the page that is smaller than 24 x 24 CSS px. The site holds itself to
 * the size itself; with `spacingException` the criterion's exception is allowed too (a 24 px circle centred
 * on the target meets no other target nor another undersized target's circle). Visually hidden elements
 * (sr-only, clipped) are not targets.
 */
export function undersizedTargets(
  page: Page,
  options: { spacingException?: boolean } = {},
): Promise<TargetProblem[]> {
  return page.evaluate(
    ({ min, exceptionAllowed }) => {
      const selector = [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="link"]',
        '[role="tab"]',
        '[role="menuitem"]',
        '[role="option"]',
        '[role="checkbox"]',
        '[role="switch"]',
        '[role="combobox"]',
        '[tabindex]:not([tabindex="-1"])',
      ].join(',');
      const isHidden = (element: Element): boolean => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.display === 'none' || style.visibility === 'hidden') return true;
          if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return true;
          if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('inert')) return true;
        }
        return false;
      };
      const targets = [...document.querySelectorAll(selector)]
        .filter((element) => !isHidden(element))
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0);
      const small = targets.filter(({ box }) => box.width < min - 0.5 || box.height < min - 0.5);
      const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
      const distanceToBox = (point: { x: number; y: number }, box: DOMRect) => {
        const dx = Math.max(box.left - point.x, 0, point.x - box.right);
        const dy = Math.max(box.top - point.y, 0, point.y - box.bottom);
        return Math.hypot(dx, dy);
      };
      const radius = min / 2;
      const strict = exceptionAllowed === false;
      return small
        .filter(({ element, box }) => {
          if (strict) return true;
          const c = centre(box);
          return targets.some((other) => {
            if (
              other.element === element ||
              other.element.contains(element) ||
              element.contains(other.element)
            )
              return false;
            const isOtherSmall = small.some((s) => s.element === other.element);
            return isOtherSmall
              ? Math.hypot(centre(other.box).x - c.x, centre(other.box).y - c.y) < 2 * radius
              : distanceToBox(c, other.box) < radius;
          });
        })
        .map(({ element, box }) => ({
          target: `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`,
          width: Math.round(box.width * 10) / 10,
          height: Math.round(box.height * 10) / 10,
        }));
    },
    { min: MIN_TARGET, exceptionAllowed: options.spacingException ?? false },
  );
}

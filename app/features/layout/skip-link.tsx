export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element: keyboard users jump past the header straight to the page. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only rounded-lg bg-white font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-3"
    >
      Skip to main content
    </a>
  );
}

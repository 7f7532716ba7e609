import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { paths } from '../../../core/paths.ts';
import { SpriteIcon } from '../../components/ui/icon-sprite.tsx';
import { normalizeFilter, writeFilters, type JobFilters } from './search-params.ts';

/** Long enough not to search on every keystroke, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 300;

export type SearchTrigger = 'typing' | 'submit';

/**
 * SPEC: search box with placeholder 'Search by title or company...'. Typing searches after a short pause,
 * Enter at once. Before hydration it is a plain GET form to /jobs, so a fast typist is not ignored.
 */
export function SearchBox({
  filters,
  onSearch,
  onType,
}: {
  filters: JobFilters;
  onSearch: (term: string | undefined, trigger: SearchTrigger) => void;
  /** Every change of the text, at once (search tracking restarts its delay on each keystroke). */
  onType?: (term: string | undefined) => void;
}) {
  const inputId = useId();
  const value = filters.search ?? '';
  const [draft, setDraft] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  // The last term a typing pause searched for: when the URL catches up with it, later keystrokes are kept.
  const [typedSearch, setTypedSearch] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The latest callback, so a pending timer never calls one bound to old filters.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // Follow the URL when the search changes elsewhere (a chip, Clear Filters, back button), but not
  // while it merely echoes what is typed: that would eat a trailing space mid-word.
  if (value !== seenValue) {
    setSeenValue(value);
    // Under load the URL can reach a typed prefix while more is already typed: keep the keystrokes.
    const isEchoOfTyping = typedSearch !== null && (normalizeFilter('search', typedSearch) ?? '') === value;
    if (!isEchoOfTyping) {
      setTypedSearch(null);
      if (normalizeFilter('search', draft) !== normalizeFilter('search', value)) setDraft(value);
    }
  }

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function cancelPending() {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }

  function onChange(text: string) {
    setDraft(text);
    onType?.(normalizeFilter('search', text));
    cancelPending();
    timer.current = setTimeout(() => {
      timer.current = null;
      setTypedSearch(text);
      onSearchRef.current(normalizeFilter('search', text), 'typing');
    }, SEARCH_DEBOUNCE_MS);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    cancelPending();
    setTypedSearch(null);
    onSearch(normalizeFilter('search', draft), 'submit');
  }

  // Without JavaScript the form submits the other filters too, as hidden fields.
  const hidden = [...writeFilters({ ...filters, search: undefined }).entries()];

  return (
    <form role="search" action={paths.jobs} method="get" onSubmit={onSubmit} className="flex gap-2">
      <label htmlFor={inputId} className="sr-only">
        Search jobs by title or company
      </label>
      <div className="relative flex-1">
        <SpriteIcon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 hidden size-5 -translate-y-1/2 text-slate-500 sm:block"
        />
        <input
          id={inputId}
          name="search"
          type="search"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="Search by title or company..."
          value={draft}
          maxLength={200}
          onChange={(event) => onChange(event.target.value)}
          className="block h-12 w-full rounded-lg border border-slate-300 bg-white pr-12 pl-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 sm:pr-3 sm:pl-10"
        />
        {/* On phones the button sits inside the field, leaving the placeholder room to be read. */}
        <button
          type="submit"
          className="absolute inset-y-1 right-1 inline-flex w-10 items-center justify-center rounded-md bg-brand-600 text-white hover:bg-brand-700 sm:hidden"
        >
          <SpriteIcon name="search" className="size-5" />
          <span className="sr-only">Search</span>
        </button>
      </div>
      {hidden.map(([name, hiddenValue]) => (
        <input key={name} type="hidden" name={name} value={hiddenValue} />
      ))}
      <button
        type="submit"
        className="hidden h-12 shrink-0 items-center justify-center rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 sm:inline-flex"
      >
        Search
      </button>
    </form>
  );
}

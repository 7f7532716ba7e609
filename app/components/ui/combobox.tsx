import { Check } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn.ts';
import { SpriteIcon } from './icon-sprite.tsx';

export type ComboboxOption = { value: string; label: string };

type ComboboxProps = {
  label: string;
  /** The selected option's value; undefined selects the "all" option. */
  value: string | undefined;
  /** The first option, which clears the choice (e.g. 'All Cities'). */
  allLabel: string;
  options: ComboboxOption[];
  /** Shown when the typed text matches no option (e.g. 'No city found.'). */
  emptyText: string;
  onChange: (value: string | undefined) => void;
  /** Label of the selected value before the options have loaded (the server HTML has no options). */
  selectedLabel?: string;
  isLoading?: boolean;
  className?: string;
};

const ALL = '';

/**
 * A searchable select following the WAI-ARIA combobox pattern (editable combobox with list autocomplete):
 * the input keeps focus, arrows move the active option (aria-activedescendant), Enter picks it, Escape
 * closes and restores the current choice. Native <select> cannot filter, which 50+ cities need.
 */
export function Combobox({
  label,
  value,
  allLabel,
  options,
  emptyText,
  onChange,
  selectedLabel,
  isLoading = false,
  className,
}: ComboboxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);

  const allOptions = useMemo<ComboboxOption[]>(
    () => [{ value: ALL, label: allLabel }, ...options],
    [allLabel, options],
  );
  const currentLabel = value
    ? (options.find((option) => option.value === value)?.label ?? selectedLabel ?? value)
    : allLabel;

  const [isOpen, setIsOpen] = useState(false);
  // null = the input shows the current choice; a string = what the user is typing to filter.
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);

  const filtered = useMemo(() => {
    const text = query?.trim().toLowerCase();
    if (!text) return allOptions;
    return allOptions.filter((option) => option.label.toLowerCase().includes(text));
  }, [allOptions, query]);

  useEffect(() => {
    if (!isOpen || activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
    // optionId only depends on the stable useId value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex, isOpen]);

  function open() {
    if (isOpen) return;
    setIsOpen(true);
    const selected = allOptions.findIndex((option) => option.value === (value ?? ALL));
    setActiveIndex(selected);
  }

  function close() {
    setIsOpen(false);
    setQuery(null);
    setActiveIndex(-1);
  }

  function choose(option: ComboboxOption | undefined) {
    if (!option) return;
    close();
    const next = option.value === ALL ? undefined : option.value;
    if (next !== value) onChange(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!isOpen) open();
        else setActiveIndex((index) => Math.min(filtered.length - 1, index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!isOpen) open();
        else setActiveIndex((index) => Math.max(0, index - 1));
        break;
      case 'Home':
      case 'End':
        if (isOpen && filtered.length > 0) {
          event.preventDefault();
          setActiveIndex(event.key === 'Home' ? 0 : filtered.length - 1);
        }
        break;
      case 'Enter':
        if (isOpen) {
          // Enter picks the highlighted option (or the only match) instead of submitting a form.
          event.preventDefault();
          choose(filtered[activeIndex] ?? (filtered.length === 1 ? filtered[0] : undefined));
        }
        break;
      case 'Escape':
        if (isOpen) {
          event.preventDefault();
          close();
        }
        break;
      case 'Tab':
        close();
        break;
    }
  }

  const showEmpty = isOpen && filtered.length === 0;
  const activeOption =
    isOpen && activeIndex >= 0 && activeIndex < filtered.length ? optionId(activeIndex) : undefined;

  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={isOpen}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption}
          autoComplete="off"
          spellCheck={false}
          value={query ?? currentLabel}
          onChange={(event) => {
            setQuery(event.target.value);
            setIsOpen(true);
            setActiveIndex(0);
          }}
          onFocus={(event) => event.target.select()}
          onClick={open}
          onBlur={close}
          onKeyDown={onKeyDown}
          className={cn(
            'block h-11 w-full rounded-lg border border-slate-300 bg-white pr-10 pl-3 text-base text-slate-900 shadow-sm sm:text-sm',
            'placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0',
          )}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={`Show ${label.toLowerCase()} options`}
          // Keeps focus in the input, so the list does not close on the blur of a click.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (isOpen) close();
            else {
              inputRef.current?.focus();
              open();
            }
          }}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-slate-500 hover:text-slate-800"
        >
          <SpriteIcon name="chevrons-up-down" className="size-4" />
        </button>
        <div
          className={cn(
            'absolute z-30 mt-1 w-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg',
            !isOpen && 'hidden',
          )}
        >
          <ul
            id={listboxId}
            role="listbox"
            aria-label={label}
            hidden={filtered.length === 0}
            className="max-h-64 overflow-y-auto py-1"
          >
            {isOpen
              ? filtered.map((option, index) => {
                  const isSelected = option.value === (value ?? ALL);
                  return (
                    <li
                      key={option.value || '__all'}
                      id={optionId(index)}
                      role="option"
                      aria-selected={isSelected}
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => setActiveIndex(index)}
                      onClick={() => choose(option)}
                      className={cn(
                        'flex min-h-10 cursor-pointer items-center gap-2 px-3 py-2 text-sm text-slate-800',
                        index === activeIndex && 'bg-brand-50 text-brand-900',
                      )}
                    >
                      <Check
                        className={cn('size-4 shrink-0 text-brand-700', !isSelected && 'invisible')}
                        aria-hidden="true"
                      />
                      {option.label}
                    </li>
                  );
                })
              : null}
          </ul>
          {isOpen && isLoading ? <p className="px-3 py-2 text-sm text-slate-600">Loading...</p> : null}
          {showEmpty && !isLoading ? <p className="px-3 py-3 text-sm text-slate-700">{emptyText}</p> : null}
        </div>
        {/* Screen readers hear how many options match as the user types. */}
        <span className="sr-only" aria-live="polite">
          {isOpen
            ? filtered.length === 0
              ? isLoading
                ? ''
                : emptyText
              : `${filtered.length} options`
            : ''}
        </span>
      </div>
    </div>
  );
}

'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useRouter } from 'next/navigation';
import type { Locale } from '@/lib/markets';
import {
  moveActive,
  predictiveDebounceMs,
  searchParam,
  wordsToPredict,
  type StatusMessages,
} from '@/lib/search';
import { predictSearch, type Prediction } from '@/server/actions/search';
import { useResultsStatus } from './useResultsStatus';
import styles from './PredictiveSearch.module.css';

export interface PredictiveSearchLabels {
  label: string;
  placeholder: string;
  submit: string;
  suggestions: string;
  products: string;
  status: StatusMessages;
  /** Shown when predictions were refused (a rate limit, the request guards): searching still works. */
  unavailable: string;
}

interface PredictiveSearchProps {
  locale: Locale;
  labels: PredictiveSearchLabels;
  /** The search page of the locale: the form's target, so searching works without JavaScript. */
  action: string;
  defaultQuery?: string;
  /**
   * 'page': centred under the search page title; 'inline' (default): fits the space it is given, the
   * listbox floating over what follows; 'panel': in the header's search panel, whose height is its
   * content's, so the listbox takes room in the form instead of floating (floating, it was clipped by
   * the panel's own height and overflow).
   */
  layout?: 'page' | 'inline' | 'panel';
  /** Takes the focus when it mounts (in the header's search panel, it loads after the panel opens). */
  autoFocus?: boolean;
}

const groups = ['query', 'product'] as const;

/**
 * The search form with predictions (spec §2.3, §8, §9): an ARIA 1.2 combobox over a listbox of
 * suggested queries and products. Arrows move (and wrap), Page Up/Down move by 10, Enter opens the
 * active option (or searches), Escape closes. Typed characters edit the query, so the listbox has no
 * type-ahead of its own. A polite status announces the count (debounced 200 ms, cleared after 500 ms).
 */
export function PredictiveSearch({
  locale,
  labels,
  action,
  defaultQuery = '',
  layout = 'inline',
  autoFocus = false,
}: PredictiveSearchProps) {
  const router = useRouter();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [query, setQuery] = useState(defaultQuery);
  /** The words predictions answer: the query, but not while an input method is still composing it. */
  const [asked, setAsked] = useState(defaultQuery.trim());
  const composing = useRef(false);
  const [results, setResults] = useState<{ query: string; items: Prediction[] } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [refused, setRefused] = useState(false);
  const latest = useRef(asked);
  /** The words the options shown answer: a new answer for the same words keeps the shopper’s place. */
  const answeredWords = useRef<string | null>(null);

  useEffect(() => {
    latest.current = asked;
    const text = asked;
    // Predictions only once the shopper edits the words or asks for the list: the search page's own
    // words would cost a Storefront read on every load, for a list nobody opened.
    if (!text || !open) return;
    const timer = setTimeout(async () => {
      // Refused (null, or a guard's answer that Next.js throws): the shopper is told, not left waiting.
      const items = await predictSearch(locale, text).catch(() => null);
      // An answer that arrives after the query changed again is dropped.
      if (latest.current === text) {
        setRefused(items === null);
        setResults({ query: text, items: items ?? [] });
        // The list reopened on the same words is asked for again; the option the shopper has moved
        // to meanwhile stays active, so Enter still opens it.
        const count = items?.length ?? 0;
        setActive((current) => (answeredWords.current === text && current < count ? current : -1));
        answeredWords.current = text;
      }
    }, predictiveDebounceMs);
    return () => clearTimeout(timer);
  }, [locale, asked, open]);

  const edit = (value: string, isComposing: boolean) => {
    setQuery(value);
    setAsked((current) => wordsToPredict(value, isComposing, current));
  };

  const items = asked && results?.query === asked ? results.items : [];
  const answered = open && asked !== '' && results !== null;
  // With no option the listbox stays closed; the status still says there is nothing.
  const expanded = answered && items.length > 0;
  const status = useResultsStatus(answered ? items.length : null, labels.status, locale, results);

  const go = (href: string) => {
    setOpen(false);
    router.push(href);
  };
  const optionId = (index: number) => `${id}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter or an arrow while composing picks the input method's candidate, not an option.
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
      case 'PageDown':
      case 'PageUp':
        if (!expanded) {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') setOpen(true);
          return;
        }
        event.preventDefault();
        setActive(moveActive(active, event.key, items.length));
        return;
      case 'Enter':
        if (expanded && active >= 0 && items[active]) {
          event.preventDefault();
          go(items[active].href);
        }
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (query) {
          // Clears the query first; the next Escape may close the panel around the form.
          event.preventDefault();
          edit('', false);
        }
    }
  };

  return (
    <form
      role="search"
      action={action}
      className={`${styles.form} ${layout === 'inline' ? '' : styles[layout]}`}
      onSubmit={(event) => {
        event.preventDefault();
        const text = query.trim();
        if (text) go(`${action}?${new URLSearchParams({ [searchParam]: text })}`);
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {labels.label}
      </label>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="search"
        name={searchParam}
        value={query}
        placeholder={labels.placeholder}
        autoComplete="off"
        autoFocus={autoFocus}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => {
          const native = event.nativeEvent as InputEvent;
          edit(event.target.value, composing.current || native.isComposing === true);
          setOpen(true);
        }}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={(event) => {
          // Some browsers send the last input before this event, still composing: ask now.
          composing.current = false;
          edit(event.currentTarget.value, false);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <button type="submit" className={styles.submit}>
        {labels.submit}
      </button>
      <div
        id={listboxId}
        role="listbox"
        aria-label={labels.label}
        className={styles.listbox}
        hidden={!expanded}
        // Keeps the focus in the input, so a click on an option is not lost to the input's blur.
        onMouseDown={(event) => event.preventDefault()}
      >
        {groups.map((kind) => {
          const members = items.flatMap((item, index) => (item.kind === kind ? [{ item, index }] : []));
          if (members.length === 0) return null;
          return (
            <ul key={kind} role="group" aria-label={kind === 'query' ? labels.suggestions : labels.products}>
              {members.map(({ item, index }) => (
                <li
                  key={item.href}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={styles.option}
                  onClick={() => go(item.href)}
                  onMouseMove={() => setActive(index)}
                >
                  {item.label}
                </li>
              ))}
            </ul>
          );
        })}
      </div>
      <div role="status" aria-live="polite" className="visually-hidden">
        {status}
      </div>
      {refused && query.trim() ? (
        <p role="alert" className={styles.unavailable} data-testid="predictions-unavailable">
          {labels.unavailable}
        </p>
      ) : null}
    </form>
  );
}

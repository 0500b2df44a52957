import { Search } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { MIN_QUERY_LENGTH, useSuggestions } from '@/features/search/api/get-suggestions';
import type { SearchHit } from '@/features/search/api/types';
import { SuggestionList } from '@/features/search/components/suggestion-list';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDelayedClose } from '@/hooks/use-delayed-close';
import { searchTexts as texts } from '@/features/search/texts';

/** Spec 9: suggestions are asked 300 ms after the last keystroke, hidden 200 ms after blur. */
export const SUGGEST_DEBOUNCE_MS = 300;
export const HIDE_AFTER_BLUR_MS = 200;

/** The next highlighted index from `current`, through "none" (-1) at both ends. */
const cycle = (current: number, step: number, count: number) =>
  ((current + 1 + step + count + 1) % (count + 1)) - 1;

const hrefOf = (hit: SearchHit) =>
  hit.kind === 'movie' ? paths.movie.getHref(hit.id) : paths.seriesDetail.getHref(hit.id);

/**
 * The header's search box: live suggestions (4 films, 4 series) from 2 characters,
 * arrows to move through them, Enter to open one or the search page, Escape to close.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const { isOpen, open, close, scheduleClose } = useDelayedClose(HIDE_AFTER_BLUR_MS);
  const q = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const { data } = useSuggestions(q);

  const long = text.trim().length >= MIN_QUERY_LENGTH;
  const hits = long && data ? [...data.movies, ...data.series] : [];
  const visible = isOpen && hits.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const go = (href: string) => {
    close();
    setActive(-1);
    void navigate(href);
  };
  const pick = (hit: SearchHit) => {
    setText('');
    go(hrefOf(hit));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = visible ? hits[active] : undefined;
    if (chosen) pick(chosen);
    else if (text.trim()) go(paths.search.getHref(text.trim()));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      close();
      setActive(-1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (hits.length === 0) return;
      event.preventDefault();
      open();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => cycle(current, step, hits.length));
    }
  };

  return (
    <form role="search" onSubmit={onSubmit} className="relative w-full max-w-xs">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-neutral-500"
      />
      <input
        type="search"
        role="combobox"
        aria-label={texts.box.label}
        aria-expanded={visible}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={visible && active >= 0 ? optionId(active) : undefined}
        placeholder={texts.box.placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          open();
        }}
        onFocus={open}
        onBlur={scheduleClose}
        onKeyDown={onKeyDown}
        className="w-full rounded-md border border-neutral-700 bg-neutral-900 py-1.5 pr-3 pl-8 text-sm text-neutral-100 placeholder:text-neutral-400 focus:border-red-600 focus:outline-none"
      />
      {visible && data && (
        <SuggestionList
          id={listId}
          movies={data.movies}
          series={data.series}
          active={active}
          optionId={optionId}
          onPick={pick}
        />
      )}
    </form>
  );
}

import { useState } from 'react';

import type { TitleQuery } from '@/features/admin-titles/api/keys';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { toOptionalBoolean, toOptionalNumber, YEAR_MAX, YEAR_MIN } from '@/lib/catalogue-filters';
import type { MovieSort, Quality, SeriesStatus, SortOrder } from '@/types/api';

/** Typing pauses this long before the list is asked again. */
export const TYPING_DEBOUNCE_MS = 300;

/** The search box and every filter and sort control, as their inputs hold them. */
export type FilterInputs = {
  q: string;
  genre: string;
  year_min: string;
  year_max: string;
  rating_min: string;
  views_min: string;
  quality: string;
  featured: string;
  new: string;
  status: string;
  sort: MovieSort;
  order: SortOrder;
};

const initialInputs: FilterInputs = {
  q: '',
  genre: '',
  year_min: '',
  year_max: '',
  rating_min: '',
  views_min: '',
  quality: '',
  featured: '',
  new: '',
  status: '',
  sort: 'recent',
  order: 'desc',
};

/** A typed year counts once it is a whole year within the filters' bounds (1900-2030). */
function toYear(text: string): number | undefined {
  const year = toOptionalNumber(text);
  return year !== undefined && Number.isInteger(year) && year >= YEAR_MIN && year <= YEAR_MAX
    ? year
    : undefined;
}

/**
 * The search and filters of a title list. Typed inputs (search, years) reach the query
 * after a pause; choices in a select reach it at once.
 */
export function useTitleQuery() {
  const [inputs, setInputs] = useState(initialInputs);
  const typed = useDebouncedValue(
    `${inputs.q.trim()}\n${inputs.year_min}\n${inputs.year_max}`,
    TYPING_DEBOUNCE_MS,
  );
  const [q = '', yearMin = '', yearMax = ''] = typed.split('\n');

  const query: TitleQuery = {
    q: q || undefined,
    genre: inputs.genre || undefined,
    year_min: toYear(yearMin),
    year_max: toYear(yearMax),
    rating_min: toOptionalNumber(inputs.rating_min),
    views_min: toOptionalNumber(inputs.views_min),
    quality: (inputs.quality || undefined) as Quality | undefined,
    featured: toOptionalBoolean(inputs.featured),
    new: toOptionalBoolean(inputs.new),
    status: (inputs.status || undefined) as SeriesStatus | undefined,
    sort: inputs.sort,
    order: inputs.order,
  };

  const set = <Name extends keyof FilterInputs>(name: Name, value: FilterInputs[Name]) =>
    setInputs((current) => ({ ...current, [name]: value }));

  return { inputs, set, query };
}

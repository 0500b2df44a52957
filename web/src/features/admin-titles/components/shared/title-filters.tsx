import type { ReactNode } from 'react';

import { SearchField } from '@/components/ui/search-field';
import { fieldClass } from '@/components/ui/text-field';
import { useGenreChoices } from '@/features/admin-titles/api/get-genre-choices';
import type { FilterInputs } from '@/features/admin-titles/hooks/use-title-query';
import { adminTitlesTexts as texts } from '@/features/admin-titles/texts';
import {
  MOVIE_SORTS,
  QUALITY_OPTIONS,
  RATING_OPTIONS,
  SERIES_SORTS,
  STATUS_OPTIONS,
  VIEWS_OPTIONS,
  YEAR_MAX,
  YEAR_MIN,
} from '@/lib/catalogue-filters';
import type { SeriesStatus } from '@/types/api';

type TitleFiltersProps = {
  inputs: FilterInputs;
  set: <Name extends keyof FilterInputs>(name: Name, value: FilterInputs[Name]) => void;
} & (
  | { kind: 'movies'; statusLabels?: never }
  | { kind: 'series'; statusLabels: Record<SeriesStatus, string> }
);

const t = texts.filters;

function Control({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-xs text-neutral-400">
      {label}
      {children}
    </label>
  );
}

type ChoiceProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string | number; label: string }[];
};

/** A select whose empty choice means 'Tous'. */
function Choice({ label, value, onChange, options }: ChoiceProps) {
  return (
    <Control label={label}>
      <select value={value} onChange={(e) => onChange(e.target.value)} className={fieldClass}>
        <option value="">{t.any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Control>
  );
}

const yesNo = [
  { value: 'true', label: t.yes },
  { value: 'false', label: t.no },
];

/** The search box, the filters and the sort of a title list (films: genre, quality, badges). */
export function TitleFilters({ kind, inputs, set, statusLabels }: TitleFiltersProps) {
  const genres = useGenreChoices('Films');
  const sorts = kind === 'movies' ? MOVIE_SORTS : SERIES_SORTS;

  return (
    <section aria-label={t.label} className="flex flex-col gap-3">
      <SearchField
        label={texts.search.label}
        value={inputs.q}
        placeholder={texts.search.placeholder}
        onChange={(e) => set('q', e.target.value)}
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {kind === 'movies' && (
          <Choice
            label={t.genre}
            value={inputs.genre}
            onChange={(value) => set('genre', value)}
            options={(genres.data ?? []).map((genre) => ({ value: genre.slug, label: genre.name }))}
          />
        )}
        {(['year_min', 'year_max'] as const).map((name) => (
          <Control key={name} label={name === 'year_min' ? t.yearMin : t.yearMax}>
            <input
              type="number"
              min={YEAR_MIN}
              max={YEAR_MAX}
              value={inputs[name]}
              onChange={(e) => set(name, e.target.value)}
              className={fieldClass}
            />
          </Control>
        ))}
        <Choice
          label={t.rating}
          value={inputs.rating_min}
          onChange={(value) => set('rating_min', value)}
          options={RATING_OPTIONS.map((value) => ({ value, label: t.ratingOption(value) }))}
        />
        <Choice
          label={t.views}
          value={inputs.views_min}
          onChange={(value) => set('views_min', value)}
          options={VIEWS_OPTIONS.map(({ value, label }) => ({
            value,
            label: t.viewsOption(label),
          }))}
        />
        {kind === 'movies' ? (
          <>
            <Choice
              label={t.quality}
              value={inputs.quality}
              onChange={(value) => set('quality', value)}
              options={QUALITY_OPTIONS.map((value) => ({ value, label: value }))}
            />
            <Choice
              label={t.featured}
              value={inputs.featured}
              onChange={(value) => set('featured', value)}
              options={yesNo}
            />
            <Choice
              label={t.isNew}
              value={inputs.new}
              onChange={(value) => set('new', value)}
              options={yesNo}
            />
          </>
        ) : (
          <Choice
            label={t.status}
            value={inputs.status}
            onChange={(value) => set('status', value)}
            options={STATUS_OPTIONS.map((value) => ({ value, label: statusLabels[value] }))}
          />
        )}
        <Control label={t.sort}>
          <select
            value={inputs.sort}
            onChange={(e) => set('sort', e.target.value as FilterInputs['sort'])}
            className={fieldClass}
          >
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {texts.sorts[sort]}
              </option>
            ))}
          </select>
        </Control>
        <Control label={t.order}>
          <select
            value={inputs.order}
            onChange={(e) => set('order', e.target.value as FilterInputs['order'])}
            className={fieldClass}
          >
            <option value="desc">{t.desc}</option>
            <option value="asc">{t.asc}</option>
          </select>
        </Control>
      </div>
    </section>
  );
}

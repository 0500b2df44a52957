import { useState, type FormEvent, type ReactNode } from 'react';

import { fieldClass } from '@/components/ui/text-field';
import { useGenreOptions } from '@/features/catalogue/api/get-genre-options';
import type { TitleKind } from '@/features/catalogue/api/get-title-list';
import { catalogueTexts as texts } from '@/features/catalogue/texts';
import {
  countActiveFilters,
  QUALITY_OPTIONS,
  RATING_OPTIONS,
  STATUS_OPTIONS,
  toOptionalBoolean,
  toOptionalNumber,
  VIEWS_OPTIONS,
  YEAR_MAX,
  YEAR_MIN,
} from '@/lib/catalogue-filters';
import type { CatalogueFilters, Quality, SeriesStatus } from '@/types/api';

const t = texts.filters;

type FiltersPanelProps = {
  kind: TitleKind;
  applied: CatalogueFilters;
  onApply: (filters: CatalogueFilters) => void;
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-xs text-neutral-400">
      {label}
      {children}
    </label>
  );
}

const boolValue = (value: boolean | undefined) => (value === undefined ? '' : String(value));

/**
 * The Filtres panel: edits a draft, sends it with Appliquer, clears everything with
 * Réinitialiser; the badge counts the filters in force.
 */
export function FiltersPanel({ kind, applied, onApply }: FiltersPanelProps) {
  const [draft, setDraft] = useState<CatalogueFilters>(applied);
  const active = countActiveFilters(applied);
  const genresQuery = useGenreOptions(kind !== 'movies');
  const seriesGenres = (genresQuery.data ?? []).filter(
    (genre) => genre.category === 'Séries' || genre.category === 'Animés',
  );
  const set = (patch: Partial<CatalogueFilters>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = Object.fromEntries(
      Object.entries(draft).filter(([, value]) => value !== undefined && value !== ''),
    ) as CatalogueFilters;
    onApply(cleaned);
  };

  const reset = () => {
    setDraft({});
    onApply({});
  };

  return (
    <form
      aria-label={t.title}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-lg border border-neutral-800 bg-neutral-900 p-4"
    >
      <div className="flex items-center gap-2">
        <h2 className="text-lg font-bold">{t.title}</h2>
        {active > 0 && (
          <span
            aria-label={t.activeCount(active)}
            className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white"
          >
            {active}
          </span>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <Field label={t.rating}>
          <select
            className={fieldClass}
            value={draft.rating_min ?? ''}
            onChange={(e) => set({ rating_min: toOptionalNumber(e.target.value) })}
          >
            <option value="">{t.any}</option>
            {RATING_OPTIONS.map((rating) => (
              <option key={rating} value={rating}>{`${rating}+`}</option>
            ))}
          </select>
        </Field>
        <Field label={t.views}>
          <select
            className={fieldClass}
            value={draft.views_min ?? ''}
            onChange={(e) => set({ views_min: toOptionalNumber(e.target.value) })}
          >
            <option value="">{t.any}</option>
            {VIEWS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>{`${option.label}+`}</option>
            ))}
          </select>
        </Field>
        {kind === 'movies' && (
          <Field label={t.quality}>
            <select
              className={fieldClass}
              value={draft.quality ?? ''}
              onChange={(e) => set({ quality: (e.target.value || undefined) as Quality })}
            >
              <option value="">{t.any}</option>
              {QUALITY_OPTIONS.map((quality) => (
                <option key={quality} value={quality}>
                  {quality}
                </option>
              ))}
            </select>
          </Field>
        )}
        {kind !== 'movies' && (
          <Field label={t.genre}>
            <select
              className={fieldClass}
              value={draft.genre ?? ''}
              onChange={(e) => set({ genre: e.target.value || undefined })}
            >
              <option value="">{t.any}</option>
              {seriesGenres.map((genre) => (
                <option key={genre.id} value={genre.slug}>
                  {genre.name}
                </option>
              ))}
            </select>
          </Field>
        )}
        {kind !== 'movies' && (
          <Field label={t.status}>
            <select
              className={fieldClass}
              value={draft.status ?? ''}
              onChange={(e) => set({ status: (e.target.value || undefined) as SeriesStatus })}
            >
              <option value="">{t.any}</option>
              {STATUS_OPTIONS.map((status) => (
                <option key={status} value={status}>
                  {texts.status[status]}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field label={t.featured}>
          <select
            className={fieldClass}
            value={boolValue(draft.featured ?? undefined)}
            onChange={(e) => set({ featured: toOptionalBoolean(e.target.value) })}
          >
            <option value="">{t.any}</option>
            <option value="true">{t.featuredYes}</option>
            <option value="false">{t.featuredNo}</option>
          </select>
        </Field>
        <Field label={t.isNew}>
          <select
            className={fieldClass}
            value={boolValue(draft.new ?? undefined)}
            onChange={(e) => set({ new: toOptionalBoolean(e.target.value) })}
          >
            <option value="">{t.any}</option>
            <option value="true">{t.newYes}</option>
            <option value="false">{t.newNo}</option>
          </select>
        </Field>
        <Field label={t.yearMin}>
          <input
            type="number"
            min={YEAR_MIN}
            max={YEAR_MAX}
            className={fieldClass}
            value={draft.year_min ?? ''}
            onChange={(e) => set({ year_min: toOptionalNumber(e.target.value) })}
          />
        </Field>
        <Field label={t.yearMax}>
          <input
            type="number"
            min={YEAR_MIN}
            max={YEAR_MAX}
            className={fieldClass}
            value={draft.year_max ?? ''}
            onChange={(e) => set({ year_max: toOptionalNumber(e.target.value) })}
          />
        </Field>
      </div>
      <div className="flex gap-3">
        <button
          type="submit"
          className={`rounded-md px-4 py-2 text-sm font-semibold text-white ${
            kind === 'movies' ? 'bg-red-600 hover:bg-red-700' : 'bg-green-700 hover:bg-green-800'
          }`}
        >
          {t.apply}
        </button>
        <button
          type="button"
          onClick={reset}
          className="rounded-md border border-neutral-700 px-4 py-2 text-sm hover:bg-neutral-800"
        >
          {t.reset}
        </button>
      </div>
    </form>
  );
}

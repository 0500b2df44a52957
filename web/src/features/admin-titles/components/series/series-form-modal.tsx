import type { FormEvent } from 'react';

import { FormActions } from '@/components/ui/form-actions';
import type { SeriesKind } from '@/features/admin-titles/api/keys';
import { useCreateSeries, useUpdateSeries } from '@/features/admin-titles/api/series-commands';
import { InputField, SelectField } from '@/features/admin-titles/components/shared/form-fields';
import { TitleFormFrame } from '@/features/admin-titles/components/shared/title-form-frame';
import { GenreChecklist } from '@/features/admin-titles/components/shared/genre-checklist';
import { LinksAndRatingFields } from '@/features/admin-titles/components/shared/links-and-rating-fields';
import { useTitleForm } from '@/features/admin-titles/hooks/use-title-form';
import { adminTitlesTexts as texts, seriesKindTexts } from '@/features/admin-titles/texts';
import {
  ANIME_COUNTRIES,
  ANIME_LANGUAGES,
  ANIME_YEAR_MIN,
  plainOptions,
  SERIES_DEFAULTS,
} from '@/features/admin-titles/utils/defaults';
import { asInput, yearRule, type Rules } from '@/features/admin-titles/utils/form-rules';
import { editablePoster } from '@/features/admin-titles/utils/poster';
import { YEAR_MIN } from '@/lib/catalogue-filters';
import { SERIES_STATUSES, type SeriesInput, type SeriesRow } from '@/types/api';

type SeriesFormModalProps = {
  kind: SeriesKind;
  /** The series to edit, or null to add one. */
  series: SeriesRow | null;
  onClose: () => void;
  onSaved: (text: string) => void;
};

type Name = Exclude<keyof SeriesInput, 'is_featured' | 'is_new' | 'genre_ids' | 'anime'>;

const { form: f, labels, messages } = texts;

function rulesFor(kind: SeriesKind): Rules<Name> {
  return {
    title: { kind: 'text', required: messages.titleRequired },
    original_title: { kind: 'text' },
    synopsis: { kind: 'text' },
    release_year: yearRule(kind === 'anime' ? ANIME_YEAR_MIN : YEAR_MIN),
    status: { kind: 'choice' },
    director: { kind: 'text' },
    country: { kind: 'text' },
    language: { kind: 'text' },
    poster_url: { kind: 'url', of: labels.poster },
    trailer_url: { kind: 'url', of: labels.trailer, playable: true },
    video_url_vf: { kind: 'url', of: labels.videoVf, playable: true },
    video_url_vostfr: { kind: 'url', of: labels.videoVostfr, playable: true },
    rating: { kind: 'rating' },
  };
}

function initialState(kind: SeriesKind, series: SeriesRow | null, rules: Rules<Name>) {
  const defaults = SERIES_DEFAULTS[kind];
  const text = Object.fromEntries(
    (Object.keys(rules) as Name[]).map((name) => [name, asInput(series?.[name])]),
  ) as Record<Name, string>;
  if (series) {
    text.poster_url = editablePoster(series.poster_url);
  } else {
    text.status = defaults.status;
    text.country = defaults.country;
    text.language = defaults.language;
  }
  return {
    text,
    flags: {
      is_featured: series?.is_featured ?? defaults.is_featured,
      is_new: series?.is_new ?? defaults.is_new,
    },
    genreIds: series?.genres.map((genre) => genre.id) ?? [],
  };
}

/**
 * Adds or edits a series or an anime (docs/product.md, admin area §5). The totals of seasons and
 * episodes are not typed here: the server derives them from the episodes.
 */
export function SeriesFormModal({ kind, series, onClose, onSaved }: SeriesFormModalProps) {
  const rules = rulesFor(kind);
  const form = useTitleForm(initialState(kind, series, rules), rules);
  const create = useCreateSeries();
  const update = useUpdateSeries();
  const kindTexts = seriesKindTexts[kind];
  const statusOptions = SERIES_STATUSES.map((value) => ({
    value,
    label: kindTexts.status[value],
  }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = form.payload();
    if (!payload) return;
    const data = {
      ...payload,
      genre_ids: form.genres.selected,
      anime: kind === 'anime',
    } as SeriesInput;
    const failed = (prefix: string) => (error: Error) =>
      form.showServerError(error, (message) => `${prefix}: ${message}`);
    if (series) {
      update.mutate(
        { id: series.id, kind, data },
        { onSuccess: () => onSaved(kindTexts.updated), onError: failed(kindTexts.errors.update) },
      );
    } else {
      create.mutate(
        { kind, data },
        { onSuccess: () => onSaved(kindTexts.added), onError: failed(kindTexts.errors.create) },
      );
    }
  };

  return (
    <TitleFormFrame
      title={series ? kindTexts.editTitle(series.title) : kindTexts.addTitle}
      onClose={onClose}
      onSubmit={onSubmit}
      formError={form.formError}
      field={form.field}
      history={series ? { kind: 'series', id: series.id } : null}
    >
      <InputField
        label={f.releaseYear}
        type="number"
        step={1}
        min={kind === 'anime' ? ANIME_YEAR_MIN : YEAR_MIN}
        max={2030}
        {...form.field('release_year')}
      />
      <SelectField label={f.status} options={statusOptions} {...form.field('status')} />
      <InputField label={f.director} {...form.field('director')} />
      {kind === 'anime' ? (
        <>
          <SelectField
            label={f.country}
            options={plainOptions(ANIME_COUNTRIES)}
            {...form.field('country')}
          />
          <SelectField
            label={f.language}
            options={plainOptions(ANIME_LANGUAGES)}
            {...form.field('language')}
          />
        </>
      ) : (
        <>
          <InputField label={f.country} {...form.field('country')} />
          <InputField label={f.language} {...form.field('language')} />
        </>
      )}
      <LinksAndRatingFields form={form} />
      <GenreChecklist category={kind === 'anime' ? 'Animés' : 'Séries'} {...form.genres} />
      <FormActions
        pending={create.isPending || update.isPending}
        submitLabel={series ? f.save : f.add}
        pendingLabel={f.saving}
        cancelLabel={f.cancel}
        onCancel={onClose}
      />
    </TitleFormFrame>
  );
}

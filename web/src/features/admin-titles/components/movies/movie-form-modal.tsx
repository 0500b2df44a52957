import type { FormEvent } from 'react';

import { FormActions } from '@/components/ui/form-actions';
import { useCreateMovie, useUpdateMovie } from '@/features/admin-titles/api/movie-commands';
import { InputField, SelectField } from '@/features/admin-titles/components/shared/form-fields';
import { TitleFormFrame } from '@/features/admin-titles/components/shared/title-form-frame';
import { GenreChecklist } from '@/features/admin-titles/components/shared/genre-checklist';
import { LinksAndRatingFields } from '@/features/admin-titles/components/shared/links-and-rating-fields';
import { useTitleForm } from '@/features/admin-titles/hooks/use-title-form';
import { adminTitlesTexts as texts } from '@/features/admin-titles/texts';
import { MOVIE_DEFAULTS, plainOptions } from '@/features/admin-titles/utils/defaults';
import {
  asInput,
  durationRule,
  moneyRule,
  yearRule,
  type Rules,
} from '@/features/admin-titles/utils/form-rules';
import { editablePoster } from '@/features/admin-titles/utils/poster';
import { YEAR_MIN } from '@/lib/catalogue-filters';
import { QUALITIES, type MovieInput, type MovieRow } from '@/types/api';

type MovieFormModalProps = {
  /** The film to edit, or null to add one. */
  movie: MovieRow | null;
  onClose: () => void;
  onSaved: (text: string) => void;
};

type Name = Exclude<keyof MovieInput, 'is_featured' | 'is_new' | 'genre_ids' | 'video_url'>;

const { form: f, labels, messages } = texts;

const rules: Rules<Name> = {
  title: { kind: 'text', required: messages.titleRequired },
  original_title: { kind: 'text' },
  synopsis: { kind: 'text' },
  release_year: yearRule(YEAR_MIN),
  duration_minutes: durationRule(10_000),
  director: { kind: 'text' },
  country: { kind: 'text' },
  language: { kind: 'text' },
  quality: { kind: 'choice' },
  poster_url: { kind: 'url', of: labels.poster },
  trailer_url: { kind: 'url', of: labels.trailer, playable: true },
  video_url_vf: { kind: 'url', of: labels.videoVf, playable: true },
  video_url_vostfr: { kind: 'url', of: labels.videoVostfr, playable: true },
  rating: { kind: 'rating' },
  budget: moneyRule(labels.budget),
  box_office: moneyRule(labels.boxOffice),
};

function initialState(movie: MovieRow | null) {
  const text = Object.fromEntries(
    (Object.keys(rules) as Name[]).map((name) => [name, asInput(movie?.[name])]),
  ) as Record<Name, string>;
  if (!movie) {
    text.country = MOVIE_DEFAULTS.country;
    text.language = MOVIE_DEFAULTS.language;
    text.quality = MOVIE_DEFAULTS.quality;
  } else {
    text.poster_url = editablePoster(movie.poster_url);
  }
  return {
    text,
    flags: {
      is_featured: movie?.is_featured ?? MOVIE_DEFAULTS.is_featured,
      is_new: movie?.is_new ?? MOVIE_DEFAULTS.is_new,
    },
    genreIds: movie?.genres.map((genre) => genre.id) ?? [],
  };
}

/** Adds a film or edits one (docs/product.md, admin area §5: the film form, no plain video input). */
export function MovieFormModal({ movie, onClose, onSaved }: MovieFormModalProps) {
  const form = useTitleForm(initialState(movie), rules);
  const create = useCreateMovie();
  const update = useUpdateMovie();
  const pending = create.isPending || update.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = form.payload();
    if (!payload) return;
    // The form has no plain video input: an edit keeps the film's as it is.
    const data = {
      ...payload,
      genre_ids: form.genres.selected,
      video_url: movie?.video_url ?? null,
    } as MovieInput;
    if (movie) {
      update.mutate(
        { id: movie.id, data },
        {
          onSuccess: () => onSaved(texts.movies.updated),
          onError: (error) => form.showServerError(error, texts.movies.errors.update),
        },
      );
    } else {
      create.mutate(data, {
        onSuccess: () => onSaved(texts.movies.added),
        onError: (error) => form.showServerError(error, texts.movies.errors.create),
      });
    }
  };

  return (
    <TitleFormFrame
      title={movie ? texts.movies.editTitle(movie.title) : texts.movies.addTitle}
      onClose={onClose}
      onSubmit={onSubmit}
      formError={form.formError}
      field={form.field}
      history={movie ? { kind: 'movie', id: movie.id } : null}
    >
      <InputField label={f.releaseYear} type="number" step={1} {...form.field('release_year')} />
      <InputField
        label={f.duration}
        type="number"
        step={1}
        min={1}
        {...form.field('duration_minutes')}
      />
      <InputField label={f.director} {...form.field('director')} />
      <SelectField
        label={f.quality}
        options={plainOptions(QUALITIES)}
        empty={texts.none}
        {...form.field('quality')}
      />
      <InputField label={f.country} {...form.field('country')} />
      <InputField label={f.language} {...form.field('language')} />
      <LinksAndRatingFields form={form} />
      <InputField label={f.budget} type="number" step={1} min={0} {...form.field('budget')} />
      <InputField
        label={f.boxOffice}
        type="number"
        step={1}
        min={0}
        {...form.field('box_office')}
      />
      <GenreChecklist category="Films" {...form.genres} />
      <FormActions
        pending={pending}
        submitLabel={movie ? f.save : f.add}
        pendingLabel={f.saving}
        cancelLabel={f.cancel}
        onCancel={onClose}
      />
    </TitleFormFrame>
  );
}

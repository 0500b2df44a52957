import { useId, type FormEvent } from 'react';

import { FormActions } from '@/components/ui/form-actions';
import { FormMessage } from '@/components/ui/form-message';
import { useAddEpisode, useUpdateEpisode } from '@/features/admin-titles/api/episode-commands';
import { InputField, TextAreaField } from '@/features/admin-titles/components/shared/form-fields';
import { useTitleForm } from '@/features/admin-titles/hooks/use-title-form';
import { adminTitlesTexts as texts } from '@/features/admin-titles/texts';
import { DEFAULT_EPISODE_MINUTES } from '@/features/admin-titles/utils/defaults';
import { asInput, durationRule, type Rules } from '@/features/admin-titles/utils/form-rules';
import type { Episode, EpisodeInput } from '@/types/api';

type EpisodeFormProps = {
  seriesId: string;
  /** The episode to edit, or null to add one. */
  episode: Episode | null;
  /** Where a new episode goes unless changed: the last season, after its last episode. */
  next: { season: number; episode: number };
  onDone: () => void;
  onCancel: () => void;
};

type Name = keyof EpisodeInput;

const { episodes: e, form: f, labels, messages } = texts;

const rules: Rules<Name> = {
  season_number: {
    kind: 'int',
    label: labels.season,
    min: 1,
    max: 100,
    outOfRange: messages.seasonRange,
    required: messages.seasonRequired,
  },
  episode_number: {
    kind: 'int',
    label: labels.episode,
    min: 1,
    max: 5000,
    outOfRange: messages.episodeRange,
    required: messages.episodeRequired,
  },
  title: { kind: 'text', required: messages.episodeTitleRequired },
  synopsis: { kind: 'text' },
  duration_minutes: durationRule(1000),
  air_date: { kind: 'choice' },
  video_url: { kind: 'url', of: labels.video, playable: true },
  video_url_vf: { kind: 'url', of: labels.videoVf, playable: true },
  video_url_vostfr: { kind: 'url', of: labels.videoVostfr, playable: true },
  thumbnail_url: { kind: 'url', of: labels.thumbnail },
};

function initialText(episode: Episode | null, next: EpisodeFormProps['next']) {
  const text = Object.fromEntries(
    (Object.keys(rules) as Name[]).map((name) => [name, asInput(episode?.[name])]),
  ) as Record<Name, string>;
  if (!episode) {
    text.season_number = String(next.season);
    text.episode_number = String(next.episode);
    text.duration_minutes = String(DEFAULT_EPISODE_MINUTES);
  }
  return text;
}

/** Adds an episode to a series or edits one (docs/product.md, admin area §5: the episode form). */
export function EpisodeForm({ seriesId, episode, next, onDone, onCancel }: EpisodeFormProps) {
  const headingId = useId();
  const form = useTitleForm({ text: initialText(episode, next), flags: {}, genreIds: [] }, rules);
  const add = useAddEpisode();
  const update = useUpdateEpisode();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = form.payload();
    if (!payload) return;
    const data = payload as EpisodeInput;
    const callbacks = {
      onSuccess: onDone,
      onError: (error: Error) =>
        form.showServerError(error, (message) => `${e.errors.save}: ${message}`),
    };
    if (episode) update.mutate({ id: episode.id, data }, callbacks);
    else add.mutate({ seriesId, data }, callbacks);
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border border-neutral-800 bg-neutral-950 p-4 sm:grid-cols-2"
    >
      <h3 id={headingId} className="font-semibold sm:col-span-2">
        {episode ? e.editTitle(episode.season_number, episode.episode_number) : e.addTitle}
      </h3>
      {form.formError && (
        <div className="sm:col-span-2">
          <FormMessage tone="error">{form.formError}</FormMessage>
        </div>
      )}
      <InputField
        label={e.seasonNumber}
        type="number"
        step={1}
        min={1}
        {...form.field('season_number')}
      />
      <InputField
        label={e.episodeNumber}
        type="number"
        step={1}
        min={1}
        {...form.field('episode_number')}
      />
      <InputField label={e.episodeTitle} wide {...form.field('title')} />
      <TextAreaField label={e.synopsis} {...form.field('synopsis')} />
      <InputField
        label={e.duration}
        type="number"
        step={1}
        min={1}
        {...form.field('duration_minutes')}
      />
      <InputField label={e.airDate} type="date" {...form.field('air_date')} />
      <InputField label={e.videoUrl} type="url" {...form.field('video_url')} />
      <InputField label={e.videoUrlVf} type="url" {...form.field('video_url_vf')} />
      <InputField label={e.videoUrlVostfr} type="url" {...form.field('video_url_vostfr')} />
      <InputField label={e.thumbnailUrl} type="url" {...form.field('thumbnail_url')} />
      <FormActions
        pending={add.isPending || update.isPending}
        submitLabel={episode ? f.save : f.add}
        pendingLabel={f.saving}
        cancelLabel={f.cancel}
        onCancel={onCancel}
      />
    </form>
  );
}

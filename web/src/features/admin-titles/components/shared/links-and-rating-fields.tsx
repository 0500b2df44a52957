import { CheckboxField, InputField } from '@/features/admin-titles/components/shared/form-fields';
import { adminTitlesTexts as texts } from '@/features/admin-titles/texts';

/** The inputs films and series share: poster, trailer and video links, rating, flags. */
type SharedName = 'poster_url' | 'trailer_url' | 'video_url_vf' | 'video_url_vostfr' | 'rating';
type SharedFlag = 'is_featured' | 'is_new';

/** The part of a `useTitleForm` these inputs use. */
type Props = {
  form: {
    field: (name: SharedName) => {
      name: string;
      value: string;
      error: string | undefined;
      onChange: (value: string) => void;
    };
    flag: (name: SharedFlag) => {
      name: string;
      checked: boolean;
      onChange: (checked: boolean) => void;
    };
  };
};

const { form: f } = texts;

/** Links, rating (0 to 5, one decimal) and the 'À la une' / 'Nouveauté' boxes. */
export function LinksAndRatingFields({ form }: Props) {
  return (
    <>
      <InputField label={f.posterUrl} type="url" {...form.field('poster_url')} />
      <InputField label={f.trailerUrl} type="url" {...form.field('trailer_url')} />
      <InputField label={f.videoUrlVf} type="url" {...form.field('video_url_vf')} />
      <InputField label={f.videoUrlVostfr} type="url" {...form.field('video_url_vostfr')} />
      <InputField
        label={f.rating}
        type="number"
        step={0.1}
        min={0}
        max={5}
        {...form.field('rating')}
      />
      <div className="flex items-end gap-6 pb-2">
        <CheckboxField label={f.isFeatured} {...form.flag('is_featured')} />
        <CheckboxField label={f.isNew} {...form.flag('is_new')} />
      </div>
    </>
  );
}

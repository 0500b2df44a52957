import { Heart } from 'lucide-react';

import { useFavourites } from '@/features/favourites/api/get-favourites';
import { useSetFavourite } from '@/features/favourites/api/set-favourite';
import { favouritesTexts as texts } from '@/features/favourites/texts';
import type { TitleKind } from '@/types/api';

/**
 * The heart of the film and series pages (signed-in members only): pressed when the
 * title is a favourite. A click shows the new state at once and keeps it while the
 * server answers and the list is read again; a failure is only logged (docs/product.md, member side §8)
 * and the heart goes back.
 */
export function FavouriteButton({ kind, id }: { kind: TitleKind; id: string }) {
  const favourites = useFavourites();
  const change = useSetFavourite();
  const saved =
    favourites.data?.some((card) => card.content_type === kind && card.id === id) ?? false;
  const pressed = change.isPending ? change.variables.favourite : saved;

  const toggle = () => {
    change.mutate(
      { kind, id, favourite: !pressed },
      { onError: (error) => console.warn('Favori non enregistré', error) },
    );
  };

  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={pressed ? texts.button.remove : texts.button.add}
      title={pressed ? texts.button.remove : texts.button.add}
      disabled={favourites.isPending}
      onClick={toggle}
      className={`inline-flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm font-semibold transition disabled:opacity-60 ${
        pressed
          ? 'border-red-500 bg-red-600 text-white hover:bg-red-700'
          : 'border-neutral-600 text-neutral-100 hover:border-neutral-400'
      }`}
    >
      <Heart aria-hidden="true" className={`size-4 ${pressed ? 'fill-current' : ''}`} />
      <span>{pressed ? texts.button.added : texts.button.add}</span>
    </button>
  );
}

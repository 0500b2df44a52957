import { Star } from 'lucide-react';

import { catalogueTexts as texts } from '@/features/catalogue/texts';
import { roundRating } from '@/features/catalogue/utils/format';

/** Five stars, the rating rounded to whole stars (docs/product.md, member side §9). */
export function StarRating({ rating }: { rating: number | null }) {
  const stars = roundRating(rating);
  return (
    <span role="img" aria-label={texts.card.rating(stars)} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`size-3.5 ${n <= stars ? 'fill-yellow-400 text-yellow-400' : 'text-neutral-600'}`}
        />
      ))}
    </span>
  );
}

/** Display rules of docs/product.md, member side §9 (ratings); views and durations: `@/lib/format`. */

/** A rating rounded to whole stars, 0 to 5 (null counts as 0). */
export function roundRating(rating: number | null | undefined): number {
  if (rating === null || rating === undefined || Number.isNaN(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating)));
}

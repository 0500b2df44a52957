import { adminTitlesTexts } from '@/features/admin-titles/texts';

/** Display rules of the admin title tables (docs/product.md, admin area §2). */

const decimals = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** Money as 'M €', 'K €' or '€': 150000000 → '150 M €', 2500000 → '2,5 M €', 850000 → '850 K €'. */
export function formatMoney(amount: number | null | undefined): string | null {
  if (amount === null || amount === undefined) return null;
  if (amount >= 1_000_000) return `${decimals.format(amount / 1_000_000)} M €`;
  if (amount >= 1_000) return `${decimals.format(amount / 1_000)} K €`;
  return `${decimals.format(amount)} €`;
}

/** Genre chips in rows keep their first 8 characters (the full name is the chip's title). */
export const CHIP_MAX_CHARS = 8;

export function chipText(name: string): string {
  return Array.from(name).slice(0, CHIP_MAX_CHARS).join('');
}

/** A rating out of 5 ('4.4/5'), or a dash when unrated. */
export const ratingText = (rating: number | null) =>
  rating === null ? adminTitlesTexts.none : adminTitlesTexts.rating(rating);

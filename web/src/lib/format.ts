/** Display rules shared by the member catalogue and the admin screens (docs/product.md, member side §9). */

/**
 * Views as is under 1000, then abbreviated 'Nk' with the French decimal comma
 * (1500 → '1,5k', 12000 → '12k', one decimal at most).
 */
export function formatViews(views: number): string {
  if (views < 1000) return String(views);
  return `${String(Math.round(views / 100) / 10).replace('.', ',')}k`;
}

/** A duration in minutes as hours and minutes: 135 → '2h 15min', 45 → '45min'. */
export function formatDuration(minutes: number | null | undefined): string | null {
  if (minutes === null || minutes === undefined || minutes <= 0) return null;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}min`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}min`;
}

/**
 * The count line of an admin list, for `noun` ('film'): '50 sur 1 200 films', the items
 * shown of those that match, the noun taking an s past one.
 */
export const countLine = (noun: string) => (shown: number, total: number) =>
  `${shown.toLocaleString('fr-FR')} sur ${total.toLocaleString('fr-FR')} ${noun}${total > 1 ? 's' : ''}`;

/** Dates as the spec shows them: in the French locale. */

const dateOnly = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short' });
const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });
const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

/** '14/03/2025' */
export function formatDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}

/** '14 mars 2025' */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** '14/03/2025 09:30' */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

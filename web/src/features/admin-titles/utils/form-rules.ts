import { adminTitlesTexts } from '@/features/admin-titles/texts';

const { messages } = adminTitlesTexts;

/**
 * How one form input is checked and sent. The checks mirror the server's (the server
 * stays the authority): same rules, same messages (docs/messages.md).
 */
export type Rule =
  | { kind: 'text'; required?: string }
  | { kind: 'int'; label: string; min: number; max: number; outOfRange: string; required?: string }
  | { kind: 'rating' }
  /** `playable`: a video or a trailer, which may also be a path where every node serves
   * its demo clip (as the server's `NODE_MEDIA_PATH`, docs/adr/0035). */
  | { kind: 'url'; of: string; playable?: boolean }
  /** A select or a date: sent as chosen, empty as null. */
  | { kind: 'choice' };

export type Rules<Name extends string> = Record<Name, Rule>;

/** A year between `min` and 2030 (filters and films: 1900; the anime form: 1960). */
export const yearRule = (min: number, max = 2030): Rule => ({
  kind: 'int',
  label: adminTitlesTexts.labels.year,
  min,
  max,
  outOfRange: messages.yearRange(min, max),
});

/** A duration in minutes, 1 to `max`. */
export const durationRule = (max: number): Rule => ({
  kind: 'int',
  label: adminTitlesTexts.labels.duration,
  min: 1,
  max,
  outOfRange: messages.durationRange(max),
});

/** An amount in euros, never negative. */
export const moneyRule = (label: string): Rule => ({
  kind: 'int',
  label,
  min: 0,
  max: Number.MAX_SAFE_INTEGER,
  outOfRange: messages.negative(label),
});

const INTEGER = /^[-+]?\d+$/;

/** The server's link rule: http:// or https://, a host, no spaces. */
function isWebAddress(url: string): boolean {
  const rest = url.startsWith('https://')
    ? url.slice(8)
    : url.startsWith('http://')
      ? url.slice(7)
      : null;
  if (rest === null || /\s/.test(url)) return false;
  return (rest.split(/[/?#]/)[0] ?? '') !== '';
}

/** Where every node serves its own demo clip: a playable link may be a path under it. */
const NODE_MEDIA_PATH = '/demo/media/';

/** The server's node media rule: a path under `NODE_MEDIA_PATH` of plain segments. */
function isNodeMedia(url: string): boolean {
  if (!url.startsWith(NODE_MEDIA_PATH)) return false;
  return url
    .slice(NODE_MEDIA_PATH.length)
    .split('/')
    .every(
      (segment) => segment !== '' && !segment.startsWith('.') && /^[A-Za-z0-9._-]+$/.test(segment),
    );
}

/** The message for one input, or null when it passes. */
export function check(rule: Rule, raw: string): string | null {
  const text = raw.trim();
  if (text === '') return 'required' in rule && rule.required ? rule.required : null;
  switch (rule.kind) {
    case 'int': {
      if (!INTEGER.test(text)) return messages.integer(rule.label);
      const value = Number(text);
      return value < rule.min || value > rule.max ? rule.outOfRange : null;
    }
    case 'rating': {
      const value = Number(text.replace(',', '.'));
      if (Number.isNaN(value)) return messages.ratingNumber;
      if (value < 0 || value > 5) return messages.ratingRange;
      return Math.abs(value * 10 - Math.round(value * 10)) > 1e-6 ? messages.ratingDecimals : null;
    }
    case 'url':
      return isWebAddress(text) || (rule.playable === true && isNodeMedia(text))
        ? null
        : messages.url(rule.of);
    default:
      return null;
  }
}

/** Every failing input of a form, with its message. */
export function validate<Name extends string>(
  values: Record<Name, string>,
  rules: Rules<Name>,
): Partial<Record<Name, string>> {
  const errors: Partial<Record<Name, string>> = {};
  for (const name of Object.keys(rules) as Name[]) {
    const message = check(rules[name], values[name]);
    if (message) errors[name] = message;
  }
  return errors;
}

/** What is sent for one input: trimmed text or a number, null when left empty. */
export function toValue(rule: Rule, raw: string): string | number | null {
  const text = raw.trim();
  if (text === '') return rule.kind === 'text' && rule.required ? '' : null;
  if (rule.kind === 'int') return Number(text);
  if (rule.kind === 'rating') return Math.round(Number(text.replace(',', '.')) * 10) / 10;
  return text;
}

/** The whole form as the server's body expects it. */
export function toPayload<Name extends string>(
  values: Record<Name, string>,
  rules: Rules<Name>,
): Record<Name, string | number | null> {
  const payload = {} as Record<Name, string | number | null>;
  for (const name of Object.keys(rules) as Name[])
    payload[name] = toValue(rules[name], values[name]);
  return payload;
}

/** A row's value as an input shows it ('' for null). */
export const asInput = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

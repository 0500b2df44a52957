/**
 * Where a report or a request stands in its moderation, whatever its own status names:
 * one colour per tone on the cards' badges and on the counters.
 */
export type Tone = 'waiting' | 'open' | 'done' | 'refused';

export const BADGE_COLOURS: Record<Tone, string> = {
  waiting: 'bg-yellow-900 text-yellow-200',
  open: 'bg-blue-900 text-blue-200',
  done: 'bg-green-900 text-green-200',
  refused: 'bg-red-900 text-red-200',
};

/** The colour of a counter's value; `total` counts every status, `overdue` the items
 * waiting too long. */
export const COUNTER_ACCENTS: Record<Tone | 'total' | 'overdue', string> = {
  total: 'text-white',
  overdue: 'text-orange-400',
  waiting: 'text-yellow-400',
  open: 'text-sky-400',
  done: 'text-green-400',
  refused: 'text-red-400',
};

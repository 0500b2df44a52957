import { formatDateTime } from '@/lib/dates';

/** One step: when, what it said, and the team's note if it left one. */
export type TimelineEntry = { at: string; label: string; note: string | null };

type TimelineProps = {
  /** The list's accessible name (« Suivi du signalement »). */
  label: string;
  entries: TimelineEntry[];
  /** « Note de l'équipe : … ». */
  noteLabel: (note: string) => string;
};

/**
 * Where a member's report or request stands, step by step, oldest first: each step's
 * date and time, its status in words and the team's note (docs/product.md, member
 * side §2).
 */
export function Timeline({ label, entries, noteLabel }: TimelineProps) {
  if (entries.length === 0) return null;
  return (
    <ol aria-label={label} className="mt-2 flex flex-col gap-2 border-l border-neutral-700 pl-4">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="text-sm">
          <p>
            <time dateTime={entry.at} className="text-neutral-400">
              {formatDateTime(entry.at)}
            </time>
            {' · '}
            <span className="font-semibold text-neutral-100">{entry.label}</span>
          </p>
          {entry.note && <p className="text-neutral-300">{noteLabel(entry.note)}</p>}
        </li>
      ))}
    </ol>
  );
}

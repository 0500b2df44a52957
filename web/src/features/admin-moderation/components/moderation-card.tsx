import type { ReactNode } from 'react';

import { formatDateTime } from '@/lib/dates';

type ModerationCardProps<A extends string> = {
  /** The status's label and the colours of its badge. */
  status: { label: string; colours: string };
  /** « En retard » when the item has waited longer than the overdue delay. */
  overdue: string | null;
  /** Its checkbox of the bulk decisions. */
  selection: {
    label: string;
    checked: boolean;
    disabled: boolean;
    onChange: (on: boolean) => void;
  };
  /** What the last bulk decision did to it, if it was in it. */
  outcome: { ok: boolean; text: string } | null;
  kind: string;
  createdAt: string;
  heading: ReactNode;
  /** The `<dt>`/`<dd>` pairs of what was filed. */
  details: ReactNode;
  description: string | null | undefined;
  notes: { label: string; text: string | null | undefined };
  /** The actions the screen offers from this status (the server decides again). */
  actions: readonly A[];
  actionLabels: Record<A, string>;
  onAction: (action: A) => void;
};

/** One filed item on a moderation screen: its checkbox, badges, date, title, details,
 * the outcome of the last bulk decision, notes, actions. */
export function ModerationCard<A extends string>({
  status,
  overdue,
  selection,
  outcome,
  kind,
  createdAt,
  heading,
  details,
  description,
  notes,
  actions,
  actionLabels,
  onAction,
}: ModerationCardProps<A>) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-neutral-800 bg-neutral-900 p-4">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <input
          type="checkbox"
          aria-label={selection.label}
          checked={selection.checked}
          disabled={selection.disabled}
          onChange={(event) => selection.onChange(event.target.checked)}
          className="size-4 accent-red-600"
        />
        <span className={`rounded px-2 py-0.5 font-bold ${status.colours}`}>{status.label}</span>
        {overdue && (
          <span className="rounded bg-orange-950 px-2 py-0.5 font-bold text-orange-200">
            {overdue}
          </span>
        )}
        <span className="rounded bg-neutral-800 px-2 py-0.5 text-neutral-200">{kind}</span>
        <span className="text-neutral-400">{formatDateTime(createdAt)}</span>
      </div>
      <h2 className="text-lg font-semibold">{heading}</h2>
      <dl className="grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">{details}</dl>
      {description && <p className="text-sm text-neutral-200">{description}</p>}
      {outcome && (
        <p className={`text-sm font-semibold ${outcome.ok ? 'text-green-300' : 'text-red-300'}`}>
          {outcome.text}
        </p>
      )}
      {notes.text && (
        <p className="rounded-md bg-neutral-950 px-3 py-2 text-sm text-neutral-200">
          <span className="font-semibold">{notes.label} :</span> {notes.text}
        </p>
      )}
      {actions.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              onClick={() => onAction(action)}
              className={
                action === 'reject'
                  ? 'rounded-md border border-red-700 px-3 py-1.5 text-sm text-red-300 hover:bg-red-950'
                  : 'rounded-md bg-neutral-800 px-3 py-1.5 text-sm hover:bg-neutral-700'
              }
            >
              {actionLabels[action]}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}

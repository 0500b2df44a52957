import { useEffect, useId, useRef } from 'react';

import type { BulkTexts } from '@/features/admin-moderation/texts';

/** The most items one bulk decision may name (the server refuses more, 422). */
export const BULK_LIMIT = 200;

type BulkBarProps<A extends string> = {
  /** Items shown on the screen, and how many of them are selected. */
  shown: number;
  selected: number;
  onSelectAll: (all: boolean) => void;
  actions: readonly A[];
  actionLabels: Record<A, string>;
  onAction: (action: A) => void;
  pending: boolean;
  /** What the last bulk decision did: decided and refused counts. */
  summary: { decided: number; refused: number } | null;
  /** Why the last call failed as a whole (the server's reason). */
  error: string | null;
  texts: BulkTexts;
};

/**
 * The bulk decisions of a moderation screen: « Tout sélectionner » the items shown, how
 * many are selected, one button per action (each opens the notes dialog for all), and
 * what the last bulk decision did. Every control is a native checkbox or button, so
 * Tab and Space operate it all.
 */
export function BulkBar<A extends string>({
  shown,
  selected,
  onSelectAll,
  actions,
  actionLabels,
  onAction,
  pending,
  summary,
  error,
  texts,
}: BulkBarProps<A>) {
  const all = useRef<HTMLInputElement>(null);
  const countId = useId();
  const allSelected = shown > 0 && selected === shown;
  useEffect(() => {
    if (all.current) all.current.indeterminate = selected > 0 && !allSelected;
  }, [selected, allSelected]);
  const tooMany = selected > BULK_LIMIT;

  return (
    <section
      aria-label={texts.label}
      className="flex flex-col gap-2 rounded-lg border border-neutral-800 bg-neutral-900 p-3"
    >
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm">
          <input
            ref={all}
            type="checkbox"
            checked={allSelected}
            disabled={shown === 0 || pending}
            onChange={(event) => onSelectAll(event.target.checked)}
            className="size-4 accent-red-600"
          />
          {texts.selectAll}
        </label>
        <p id={countId} className="text-sm text-neutral-300" aria-live="polite">
          {texts.selected(selected)}
        </p>
        <div role="group" aria-label={texts.actions} className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              aria-describedby={countId}
              disabled={selected === 0 || tooMany || pending}
              onClick={() => onAction(action)}
              className={
                action === 'reject'
                  ? 'rounded-md border border-red-700 px-3 py-1.5 text-sm text-red-300 hover:bg-red-950 disabled:opacity-50'
                  : 'rounded-md bg-neutral-800 px-3 py-1.5 text-sm hover:bg-neutral-700 disabled:opacity-50'
              }
            >
              {actionLabels[action]}
            </button>
          ))}
        </div>
      </div>
      {tooMany && (
        <p role="alert" className="text-sm text-red-300">
          {texts.tooMany}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      {summary && (
        <p role="status" className="text-sm text-neutral-200">
          {texts.summary(summary.decided, summary.refused)}
        </p>
      )}
    </section>
  );
}

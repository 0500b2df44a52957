import { RefreshCw } from 'lucide-react';

import { adminProjectionsTexts as texts } from '@/features/admin-projections/texts';
import { formatDateTime } from '@/lib/dates';
import type { ProjectionReport } from '@/types/api';

type ProjectionRowProps = {
  projection: ProjectionReport;
  /** Admins rebuild; analysts only read, and see no action. */
  canRebuild: boolean;
  starting: boolean;
  onRebuild: (name: string) => void;
};

const number = (value: number, digits = 0) =>
  value.toLocaleString('fr-FR', { maximumFractionDigits: digits });

/** What the latest rebuild says: a progress bar while it runs, then how it ended. */
function RebuildState({ projection }: { projection: ProjectionReport }) {
  const { rebuild, name } = projection;
  if (!rebuild) return null;
  if (rebuild.running) {
    return (
      <div className="flex flex-col gap-1">
        <progress
          aria-label={texts.rebuild.progressLabel(name)}
          max={Math.max(rebuild.total, 1)}
          value={rebuild.done}
          className="h-2 w-40 accent-red-600"
        />
        <span className="text-xs text-neutral-300">
          {texts.rebuild.running(rebuild.done, rebuild.total)}
        </span>
      </div>
    );
  }
  if (rebuild.error) {
    return <p className="text-xs text-red-400">{texts.rebuild.failed(rebuild.error)}</p>;
  }
  return (
    <p className="text-xs text-green-300">
      {texts.rebuild.done(formatDateTime(rebuild.finished_at ?? rebuild.started_at), rebuild.done)}
    </p>
  );
}

/** One projection: where it stands, its latest rebuild, and (admins) the rebuild action. */
export function ProjectionRow({ projection, canRebuild, starting, onRebuild }: ProjectionRowProps) {
  const { states } = texts;
  const state = projection.error
    ? states.error(projection.error)
    : projection.caught_up
      ? states.caughtUp
      : states.catchingUp;

  return (
    <tr className="border-b border-neutral-800 align-top">
      <th scope="row" className="px-3 py-3 text-left font-mono font-medium">
        {projection.name}
      </th>
      <td className="px-3 py-3">{projection.version}</td>
      <td className="px-3 py-3 font-mono">{String(projection.position)}</td>
      <td className="px-3 py-3">{number(projection.lag_events)}</td>
      <td className="px-3 py-3">{number(projection.lag_seconds, 1)}</td>
      <td className="px-3 py-3">{number(projection.rate)}</td>
      <td className="px-3 py-3">
        <div className="flex flex-col gap-2">
          <span className={projection.error ? 'text-red-400' : 'text-neutral-200'}>{state}</span>
          <RebuildState projection={projection} />
        </div>
      </td>
      {canRebuild && (
        <td className="px-3 py-3">
          <button
            type="button"
            aria-label={texts.rebuild.label(projection.name)}
            disabled={starting || projection.rebuild?.running}
            onClick={() => onRebuild(projection.name)}
            className="flex items-center gap-2 rounded-md border border-neutral-700 px-3 py-1.5 text-sm hover:border-red-600 disabled:opacity-40"
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {texts.rebuild.action}
          </button>
        </td>
      )}
    </tr>
  );
}

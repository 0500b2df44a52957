import { adminProjectionsTexts } from '@/features/admin-projections/texts';
import {
  formatDuration,
  replayPercent,
  statusName,
} from '@/features/admin-projections/utils/analyst-format';
import type { AnalystProjectionItem } from '@/types/api';

const texts = adminProjectionsTexts.analysts;
const { list } = texts;

const action =
  'rounded-md border border-neutral-700 px-3 py-1 text-sm hover:border-red-600 hover:bg-neutral-800';

/** Its state: the progress of a replay, the event and SQLite's message of a failure. */
function StateCell({ item }: { item: AnalystProjectionItem }) {
  const label = statusName(item.status);
  if (item.status === 'failed') {
    return (
      <div className="flex flex-col gap-1">
        <span className="font-semibold text-red-400">{label}</span>
        {item.error && (
          <span className="max-w-md text-xs break-words text-red-300">
            {list.failed(String(item.error.position), item.error.message)}
          </span>
        )}
      </div>
    );
  }
  if (item.status === 'replaying') {
    const percent = replayPercent(item);
    return (
      <div className="flex flex-col gap-1">
        <span className="text-amber-300">{label}</span>
        {percent !== null && (
          <progress
            aria-label={list.progressLabel(item.name)}
            max={100}
            value={percent}
            className="h-2 w-40 accent-red-600"
          />
        )}
        <span className="text-xs text-neutral-300">{list.left(item.lag)}</span>
      </div>
    );
  }
  return (
    <span className={item.status === 'live' ? 'text-green-300' : 'text-neutral-400'}>{label}</span>
  );
}

/**
 * What the live region reads: each projection's status, and a replay's progress by
 * tenths, so that a screen reader hears a change, not every second's poll.
 */
function announcement(items: readonly AnalystProjectionItem[]): string {
  return items
    .filter((item) => item.status !== 'retired')
    .map((item) => {
      const percent = item.status === 'replaying' ? replayPercent(item) : null;
      return list.announce(
        item.name,
        statusName(item.status),
        percent === null ? null : Math.floor(percent / 10) * 10,
      );
    })
    .join(' ; ');
}

type AnalystProjectionListProps = {
  items: readonly AnalystProjectionItem[];
  onOpen: (name: string) => void;
  onRetire: (name: string) => void;
};

/**
 * The analysts' projections of this node: version, state, position, events per second
 * and time left while one is computed; each opens, or is retired after a confirmation.
 */
export function AnalystProjectionList({ items, onOpen, onRetire }: AnalystProjectionListProps) {
  if (items.length === 0) return <p className="text-sm text-neutral-400">{list.empty}</p>;
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {announcement(items)}
      </p>
      {/* A phone scrolls the table sideways: the keyboard reaches it by the region itself. */}
      <div
        role="region"
        aria-label={list.label}
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-neutral-800"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{list.label}</caption>
          <thead className="bg-neutral-900 text-neutral-400">
            <tr className="text-left">
              {[
                list.name,
                list.version,
                list.status,
                list.position,
                list.rate,
                list.eta,
                list.actions,
              ].map((heading) => (
                <th key={heading} scope="col" className="px-3 py-2 font-medium">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const retired = item.status === 'retired';
              const older =
                item.serving_version !== null && item.serving_version !== item.version
                  ? item.serving_version
                  : null;
              return (
                <tr key={item.name} className="border-t border-neutral-800 align-top">
                  <th scope="row" className="px-3 py-2 text-left font-mono font-medium">
                    {item.name}
                  </th>
                  <td className="px-3 py-2">
                    {item.version}
                    {older !== null && (
                      <span className="block text-xs text-neutral-400">{list.serving(older)}</span>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <StateCell item={item} />
                  </td>
                  <td className="px-3 py-2 font-mono">{String(item.position)}</td>
                  <td className="px-3 py-2 text-right">
                    {retired ? list.none : texts.rate(item.events_per_second)}
                  </td>
                  <td className="px-3 py-2">
                    {item.status === 'replaying' && item.eta_seconds !== null
                      ? formatDuration(item.eta_seconds)
                      : list.none}
                  </td>
                  <td className="px-3 py-2">
                    {!retired && (
                      <div className="flex gap-2">
                        <button
                          type="button"
                          onClick={() => onOpen(item.name)}
                          aria-label={list.openLabel(item.name)}
                          className={action}
                        >
                          {list.open}
                        </button>
                        <button
                          type="button"
                          onClick={() => onRetire(item.name)}
                          aria-label={list.retireLabel(item.name)}
                          className={action}
                        >
                          {list.retire}
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

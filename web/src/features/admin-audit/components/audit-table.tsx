import { adminAuditTexts as texts } from '@/features/admin-audit/texts';
import { actionName, kindName } from '@/features/admin-audit/utils/format';
import { formatDateTime } from '@/lib/dates';
import type { AuditEntry } from '@/types/api';

const { table } = texts;

type AuditTableProps = {
  entries: AuditEntry[];
  onOpen: (entry: AuditEntry) => void;
};

/** The trail's entries, newest first, each told in one sentence; each opens its before/after. */
export function AuditTable({ entries, onOpen }: AuditTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-800">
      <table className="w-full text-left text-sm" aria-label={table.label}>
        <thead className="bg-neutral-900 text-neutral-400">
          <tr>
            {[table.at, table.actor, table.action, table.target, table.summary].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-2 font-medium">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const action = actionName(entry.action);
            const target = entry.target.label ?? entry.target.id;
            return (
              <tr key={entry.id} className="border-t border-neutral-800">
                <td className="px-4 py-2 whitespace-nowrap">{formatDateTime(entry.at)}</td>
                <td className="px-4 py-2 break-all">{entry.actor.label}</td>
                <td className="px-4 py-2">
                  <button
                    type="button"
                    onClick={() => onOpen(entry)}
                    aria-label={table.open(action, target)}
                    className="text-left text-red-400 underline-offset-2 hover:underline"
                  >
                    {action}
                  </button>
                </td>
                <td className="px-4 py-2 break-all">
                  <span className="text-neutral-400">{kindName(entry.target.kind)} · </span>
                  {target}
                </td>
                <td className="px-4 py-2">{entry.summary}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

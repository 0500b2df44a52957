import { adminAuditTexts as texts } from '@/features/admin-audit/texts';
import { shownValue } from '@/features/admin-audit/utils/format';
import type { FieldChange } from '@/types/api';

const { entry } = texts;

/** The values an action changed, field by field as the forms label them: before, after. */
export function ChangesTable({ changes, label }: { changes: FieldChange[]; label: string }) {
  if (changes.length === 0) return <p className="text-sm text-neutral-400">{entry.noChanges}</p>;
  return (
    <table className="w-full text-left text-sm" aria-label={label}>
      <thead className="text-neutral-400">
        <tr>
          <th scope="col" className="py-1 pr-4 font-medium">
            {entry.field}
          </th>
          <th scope="col" className="py-1 pr-4 font-medium">
            {entry.before}
          </th>
          <th scope="col" className="py-1 font-medium">
            {entry.after}
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field} className="border-t border-neutral-800 align-top">
            <th scope="row" className="py-1 pr-4 font-normal text-neutral-300">
              {change.label}
            </th>
            <td className="py-1 pr-4 break-all text-red-300">{shownValue(change.before)}</td>
            <td className="py-1 break-all text-green-300">{shownValue(change.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

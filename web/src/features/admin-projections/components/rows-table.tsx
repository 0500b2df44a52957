import { adminProjectionsTexts } from '@/features/admin-projections/texts';
import { cellText, rowKeys } from '@/features/admin-projections/utils/analyst-format';
import type { RowCell } from '@/types/api';

const texts = adminProjectionsTexts.analysts.detail;

type RowsTableProps = {
  /** Names the table and the scrolling region around it. */
  caption: string;
  columns: readonly string[];
  rows: readonly RowCell[][];
};

/**
 * Rows as a table with a header per column, in a region that scrolls both ways (the
 * keyboard reaches it by the region itself). NULL is written out, numbers align right.
 */
export function RowsTable({ caption, columns, rows }: RowsTableProps) {
  if (rows.length === 0) return <p className="text-sm text-neutral-400">{texts.noRows}</p>;
  const keys = rowKeys(rows);
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-md border border-neutral-800"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-neutral-900">
          <tr className="text-left text-neutral-400">
            {columns.map((column, at) => (
              // A result may name a column twice (`SELECT a, a`): its place tells them apart.
              <th key={`${at}:${column}`} scope="col" className="px-3 py-1.5 font-mono font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={keys[index]} className="border-t border-neutral-800">
              {columns.map((column, at) => {
                const value = row[at] ?? null;
                return (
                  <td
                    key={`${at}:${column}`}
                    className={`px-3 py-1 font-mono whitespace-nowrap ${
                      value === null
                        ? 'text-neutral-400 italic'
                        : typeof value === 'number'
                          ? 'text-right'
                          : ''
                    }`}
                  >
                    {cellText(value)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

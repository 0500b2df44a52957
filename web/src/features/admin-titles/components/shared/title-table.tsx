import type { ReactNode } from 'react';

type TitleTableProps = {
  label: string;
  columns: string[];
  /** The rows loaded so far. */
  children: ReactNode;
};

/** An admin title table: its header row, then the rows; it scrolls sideways when narrow. */
export function TitleTable({ label, columns, children }: TitleTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-800">
      <table aria-label={label} className="w-full min-w-[64rem] text-sm">
        <thead className="bg-neutral-900">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className="px-3 py-2 text-left text-xs font-semibold tracking-wide text-neutral-400 uppercase"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

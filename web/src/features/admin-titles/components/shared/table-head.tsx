/** The header row of an admin title table. */
export function TableHead({ columns }: { columns: string[] }) {
  return (
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
  );
}

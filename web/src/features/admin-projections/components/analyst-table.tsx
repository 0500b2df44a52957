import { useId, useState } from 'react';

import { Spinner } from '@/components/ui/spinner';
import {
  analystTableHref,
  useAnalystTable,
} from '@/features/admin-projections/api/get-analyst-table';
import { RowsTable } from '@/features/admin-projections/components/rows-table';
import { adminProjectionsTexts } from '@/features/admin-projections/texts';
import { getErrorMessage } from '@/lib/api-client';

const texts = adminProjectionsTexts;
const { detail } = texts.analysts;

const link = 'rounded-md border border-neutral-600 px-3 py-1 text-xs hover:bg-neutral-800';
const pageButton =
  'rounded-md border border-neutral-700 px-3 py-1 text-sm hover:bg-neutral-800 disabled:opacity-40';

type AnalystTableProps = {
  name: string;
  table: string;
  /** The version serving reads (its pages are read afresh when another is swapped in). */
  serving: number | null;
};

/**
 * One table of a projection: a page at a time (the next through its cursor, the
 * previous ones kept), and the whole table as CSV or NDJSON.
 */
export function AnalystTable({ name, table, serving }: AnalystTableProps) {
  // The cursors of the pages read so far: the first page has none.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const page = useAnalystTable({ name, table, serving, cursor });
  const headingId = useId();
  const next = page.isPlaceholderData ? null : (page.data?.next_cursor ?? null);

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <h5 id={headingId} className="font-mono font-semibold">
          {table}
        </h5>
        {/* The table's name goes with each link (the same two links follow every table). */}
        <a
          href={analystTableHref(name, table, 'csv')}
          download
          aria-describedby={headingId}
          className={link}
        >
          {detail.csv}
        </a>
        <a
          href={analystTableHref(name, table, 'ndjson')}
          download
          aria-describedby={headingId}
          className={link}
        >
          {detail.ndjson}
        </a>
      </div>
      {page.isPending ? (
        <Spinner label={texts.loading} />
      ) : page.isError ? (
        <p role="alert" className="text-red-400">
          {getErrorMessage(page.error, texts.loadError)}
        </p>
      ) : (
        <>
          <div aria-busy={page.isPlaceholderData}>
            <RowsTable
              caption={detail.table(table)}
              columns={page.data.columns}
              rows={page.data.rows}
            />
          </div>
          {(cursors.length > 1 || next !== null) && (
            <nav aria-label={detail.pages(table)} className="flex items-center gap-3">
              <button
                type="button"
                disabled={cursors.length === 1}
                onClick={() => setCursors((read) => read.slice(0, -1))}
                className={pageButton}
              >
                {detail.previous}
              </button>
              <span aria-live="polite" className="text-sm text-neutral-300">
                {detail.page(cursors.length)}
              </span>
              <button
                type="button"
                disabled={next === null}
                onClick={() => {
                  if (next !== null) setCursors((read) => [...read, next]);
                }}
                className={pageButton}
              >
                {detail.next}
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

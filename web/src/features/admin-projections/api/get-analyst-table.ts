import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { RowsBody } from '@/types/api';

/** Rows of a page of a table on the screen. */
export const TABLE_PAGE_SIZE = 50;

type TablePage = {
  name: string;
  table: string;
  /** The version serving reads: a swap reads the table afresh. */
  serving: number | null;
  /** The previous page's `next_cursor`; null for the first page. */
  cursor: string | null;
};

/** `GET /api/admin/analyst-projections/{name}/tables/{table}`: one page. */
export function getAnalystTable(
  { name, table, cursor }: TablePage,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RowsBody> {
  return api.get('/api/admin/analyst-projections/{name}/tables/{table}', {
    path: { name, table },
    query: { limit: TABLE_PAGE_SIZE, cursor },
    signal,
  });
}

/** A page of a table; the one shown stays while the next is read. */
export function useAnalystTable(page: TablePage) {
  return useQuery({
    queryKey: queryKeys.analystTable(page.name, page.table, page.serving, page.cursor),
    queryFn: ({ signal }) => getAnalystTable(page, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The address of the whole table as a file (`format=csv|ndjson`), streamed. */
export function analystTableHref(name: string, table: string, format: 'csv' | 'ndjson'): string {
  return `/api/admin/analyst-projections/${encodeURIComponent(name)}/tables/${encodeURIComponent(table)}?format=${format}`;
}

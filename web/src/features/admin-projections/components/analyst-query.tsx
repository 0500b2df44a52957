import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';

import { useQueryAnalystProjection } from '@/features/admin-projections/api/query-analyst-projection';
import { RowsTable } from '@/features/admin-projections/components/rows-table';
import { fieldClass } from '@/components/ui/text-field';
import { adminProjectionsTexts } from '@/features/admin-projections/texts';
import { ANALYST_ERROR_CODES } from '@/features/admin-projections/utils/analyst-format';
import { ApiError, getErrorMessage } from '@/lib/api-client';

const texts = adminProjectionsTexts.analysts.detail;

/** Why a query failed, in French: the server's reason when it refused a non-SELECT. */
function failure(error: Error): string {
  if (error instanceof ApiError && error.code === ANALYST_ERROR_CODES.readOnlyQuery) {
    return texts.queryRefused(error.message);
  }
  return getErrorMessage(error, texts.queryError);
}

/** The query box: one read-only SELECT over the projection's tables, its rows as a table. */
export function AnalystQuery({ name }: { name: string }) {
  const [sql, setSql] = useState('');
  const query = useQueryAnalystProjection();
  const ids = { title: useId(), hint: useId(), error: useId() };

  const run = () => {
    if (sql.trim() === '' || query.isPending) return;
    query.mutate({ name, sql });
  };

  return (
    <section aria-labelledby={ids.title} className="flex flex-col gap-2">
      <h4 id={ids.title} className="font-semibold">
        {texts.queryTitle}
      </h4>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          run();
        }}
      >
        <label className="flex flex-col gap-1 text-sm">
          {texts.query}
          <textarea
            value={sql}
            onChange={(e) => setSql(e.target.value)}
            onKeyDown={(event: KeyboardEvent) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                run();
              }
            }}
            rows={3}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            className={`${fieldClass} font-mono`}
            aria-invalid={query.isError || undefined}
            aria-describedby={query.isError ? `${ids.error} ${ids.hint}` : ids.hint}
          />
        </label>
        <p id={ids.hint} className="text-xs text-neutral-400">
          {texts.queryHint}
        </p>
        <button
          type="submit"
          disabled={query.isPending || sql.trim() === ''}
          className="self-start rounded-md border border-neutral-600 px-4 py-2 text-sm hover:bg-neutral-800 disabled:opacity-50"
        >
          {query.isPending ? texts.running : texts.run}
        </button>
      </form>
      {query.isError && (
        <p
          id={ids.error}
          role="alert"
          className="rounded-md border border-red-800 bg-red-950 px-3 py-2 text-sm text-red-300"
        >
          {failure(query.error)}
        </p>
      )}
      {/* Always there, so that each new count is announced. */}
      <p aria-live="polite" className="text-sm text-neutral-300">
        {query.isSuccess ? texts.rowCount(query.data.rows.length) : ''}
      </p>
      {query.isSuccess && (
        <RowsTable
          caption={texts.queryResult}
          columns={query.data.columns}
          rows={query.data.rows}
        />
      )}
    </section>
  );
}

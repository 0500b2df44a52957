import { useEffect, useId, useRef } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { useAnalystProjection } from '@/features/admin-projections/api/get-analyst-projection';
import { AnalystChart } from '@/features/admin-projections/components/analyst-chart';
import type { AnalystDraft } from '@/features/admin-projections/components/analyst-projection-form';
import { AnalystQuery } from '@/features/admin-projections/components/analyst-query';
import { AnalystTable } from '@/features/admin-projections/components/analyst-table';
import { adminProjectionsTexts } from '@/features/admin-projections/texts';
import { statusName } from '@/features/admin-projections/utils/analyst-format';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';

const texts = adminProjectionsTexts;
const { detail } = texts.analysts;

const button = 'rounded-md border border-neutral-700 px-3 py-1.5 text-sm hover:bg-neutral-800';

type AnalystProjectionDetailProps = {
  name: string;
  /** The heading takes the focus on opening (opened from the list). */
  focusOnOpen: boolean;
  onClose: () => void;
  /** "Nouvelle version": its name and SQL go to the form. */
  onNewVersion: (draft: AnalystDraft) => void;
};

/**
 * One analyst projection: its definition, a page of each table with its downloads, the
 * query box and a chart. Read again every second while it replays: its tables show once
 * a version has caught up.
 */
export function AnalystProjectionDetail({
  name,
  focusOnOpen,
  onClose,
  onNewVersion,
}: AnalystProjectionDetailProps) {
  const projection = useAnalystProjection(name);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
  }, [focusOnOpen]);

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-lg border border-neutral-800 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={titleId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
            {detail.title(name)}
          </h3>
          {projection.data && (
            <p className="text-sm text-neutral-400">
              {statusName(projection.data.status)} ·{' '}
              {detail.summary(projection.data.version, formatDateTime(projection.data.defined_at))}
            </p>
          )}
        </div>
        <div className="flex gap-2">
          {projection.data && (
            <button
              type="button"
              aria-label={detail.newVersionLabel(name)}
              onClick={() => onNewVersion({ name, sql: projection.data.sql })}
              className={button}
            >
              {detail.newVersion}
            </button>
          )}
          <button type="button" onClick={onClose} className={button}>
            {detail.close}
          </button>
        </div>
      </div>

      {projection.isPending ? (
        <Spinner label={texts.loading} />
      ) : projection.isError ? (
        <p role="alert" className="text-red-400">
          {getErrorMessage(projection.error, texts.loadError)}
        </p>
      ) : (
        <>
          {projection.data.status === 'failed' && projection.data.error && (
            <p className="rounded-md border border-red-800 bg-red-950 px-3 py-2 text-sm text-red-300">
              {texts.analysts.list.failed(
                String(projection.data.error.position),
                projection.data.error.message,
              )}
            </p>
          )}
          <div className="flex flex-col gap-2">
            <h4 className="font-semibold">{detail.definition}</h4>
            <div
              role="region"
              aria-label={detail.definitionLabel(name)}
              tabIndex={0}
              className="max-h-72 overflow-auto rounded-md border border-neutral-800 bg-neutral-900"
            >
              <pre className="p-3 font-mono text-xs leading-relaxed text-neutral-200">
                <code>{projection.data.sql}</code>
              </pre>
            </div>
          </div>

          {projection.data.tables.length === 0 ? (
            <p className="text-sm text-neutral-300">{detail.replaying}</p>
          ) : (
            <>
              <div className="flex flex-col gap-4">
                <h4 className="font-semibold">{detail.tables}</h4>
                {projection.data.tables.map((table) => (
                  <AnalystTable
                    // Another version swapped in: its pages from the first.
                    key={`${table.name}:${projection.data.serving_version ?? ''}`}
                    name={name}
                    table={table.name}
                    serving={projection.data.serving_version}
                  />
                ))}
              </div>
              <AnalystQuery name={name} />
              <AnalystChart
                key={projection.data.serving_version}
                name={name}
                tables={projection.data.tables}
                serving={projection.data.serving_version}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}

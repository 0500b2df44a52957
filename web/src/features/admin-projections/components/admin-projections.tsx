import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { useState } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { useProjections } from '@/features/admin-projections/api/get-projections';
import { useRebuildProjection } from '@/features/admin-projections/api/rebuild-projection';
import { AnalystProjections } from '@/features/admin-projections/components/analyst-projections';
import { ProjectionRow } from '@/features/admin-projections/components/projection-row';
import { adminProjectionsTexts as texts } from '@/features/admin-projections/texts';
import { getErrorMessage } from '@/lib/api-client';

type AdminProjectionsProps = {
  /** Admins rebuild; analysts read the same screen without its actions. */
  canRebuild: boolean;
};

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * The projections screen (/admin/projections): each projection's status, read again
 * every few seconds, and twice a second while a rebuild runs (its progress bar).
 */
export function AdminProjections({ canRebuild }: AdminProjectionsProps) {
  const status = useProjections();
  const rebuild = useRebuildProjection();
  const [notice, setNotice] = useState<Notice>(null);
  const { table } = texts;

  const start = (name: string) => {
    setNotice(null);
    rebuild.mutate(name, {
      onSuccess: () => setNotice({ tone: 'success', text: texts.rebuild.started(name) }),
      onError: (error) =>
        setNotice({ tone: 'error', text: getErrorMessage(error, texts.rebuild.error) }),
    });
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <AdminPageHeader title={texts.title} subtitle={texts.subtitle} />

      {notice && (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={`rounded-md px-4 py-3 text-sm ${
            notice.tone === 'error' ? 'bg-red-950 text-red-300' : 'bg-green-950 text-green-300'
          }`}
        >
          {notice.text}
        </p>
      )}

      {status.isPending ? (
        <Spinner label={texts.loading} />
      ) : status.isError ? (
        <p role="alert" className="text-red-400">
          {getErrorMessage(status.error, texts.loadError)}
        </p>
      ) : (
        <>
          <p className="font-mono text-sm text-neutral-300">
            {texts.head(String(status.data.head))}
          </p>
          {/* A phone scrolls the table sideways; an analyst's has no button: the
              keyboard reaches it by the region itself. */}
          <div role="region" aria-label={table.label} tabIndex={0} className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{table.label}</caption>
              <thead>
                <tr className="border-b border-neutral-700 text-left text-neutral-400">
                  <th scope="col" className="px-3 py-2">
                    {table.name}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {table.version}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {table.position}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {table.lagEvents}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {table.lagSeconds}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {table.rate}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {table.state}
                  </th>
                  {canRebuild && (
                    <th scope="col" className="px-3 py-2">
                      {table.actions}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {status.data.projections.map((projection) => (
                  <ProjectionRow
                    key={projection.name}
                    projection={projection}
                    canRebuild={canRebuild}
                    starting={rebuild.isPending && rebuild.variables === projection.name}
                    onRebuild={start}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <AnalystProjections />
    </div>
  );
}

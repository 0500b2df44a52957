import type { HistoryTarget } from '@/components/history/history-slot';
import { Spinner } from '@/components/ui/spinner';
import { NO_FILTERS, useAuditTrail } from '@/features/admin-audit/api/get-audit';
import { ChangesTable } from '@/features/admin-audit/components/changes-table';
import { TimeTravel } from '@/features/admin-audit/components/time-travel';
import { adminAuditTexts as texts } from '@/features/admin-audit/texts';
import { actionName } from '@/features/admin-audit/utils/format';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';

const { history: t } = texts;

/**
 * The "Historique" tab of a member's or a title's dialog: the admin actions on it,
 * newest first, each with its values before and after; then the target as it stood
 * at a chosen instant.
 */
export function TargetHistory({ target }: { target: HistoryTarget }) {
  const trail = useAuditTrail({ ...NO_FILTERS, target_kind: target.kind, target_id: target.id });
  const entries = trail.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="flex flex-col gap-6 text-sm">
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold">{t.actionsHeading}</h3>
        {trail.isPending ? (
          <Spinner label={texts.loading} />
        ) : trail.isError ? (
          <p role="alert" className="text-red-300">
            {getErrorMessage(trail.error, texts.loadError)}
          </p>
        ) : entries.length === 0 ? (
          <p className="text-neutral-400">{t.none}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {entries.map((entry) => (
              <li key={entry.id} className="rounded-md border border-neutral-800 p-2">
                <details>
                  <summary className="cursor-pointer">
                    {formatDateTime(entry.at)} · {actionName(entry.action)} · {entry.summary}
                  </summary>
                  <div className="pt-2">
                    <ChangesTable changes={entry.changes} label={texts.entry.changes} />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
      <TimeTravel target={target} />
    </div>
  );
}

import { useIntegrity } from '@/features/admin-audit/api/get-integrity';
import { integrityTexts as texts } from '@/features/admin-audit/integrity-texts';

const parisTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/**
 * « Intégrité vérifiée jusqu'à l'événement N » with the head's hash to note down, or
 * a red warning naming where the chain breaks: what the node's last walk of the log's
 * hash chain found.
 */
export function IntegrityLine() {
  const integrity = useIntegrity();
  const report = integrity.data;
  if (integrity.isError) {
    return <p className="text-sm text-neutral-400">{texts.loadError}</p>;
  }
  if (!report) return null;
  const checkedAt = report.checked_at
    ? texts.checkedAt(parisTime.format(new Date(report.checked_at)))
    : null;
  if (report.status === 'broken' && report.broken_at) {
    return (
      <section
        aria-label={texts.label}
        role="alert"
        className="rounded-md border border-red-500 bg-red-950 p-3 text-sm text-red-100"
      >
        <p className="font-semibold">{texts.broken(String(report.broken_at.position))}</p>
        <p>{report.broken_at.message}</p>
        {checkedAt && <p className="text-red-200">{checkedAt}</p>}
      </section>
    );
  }
  return (
    <section
      aria-label={texts.label}
      className="rounded-md border border-neutral-700 p-3 text-sm text-neutral-200"
    >
      {report.status === 'pending' ? (
        <p>{texts.pending}</p>
      ) : report.head ? (
        <>
          <p className="font-semibold text-emerald-300">
            {texts.intact(String(report.head.position), report.verified_through)}
          </p>
          <p className="break-all">
            {texts.head} <code className="text-neutral-100">{report.head.hash}</code>
          </p>
        </>
      ) : (
        <p>{texts.empty}</p>
      )}
      {checkedAt && <p className="text-neutral-400">{checkedAt}</p>}
    </section>
  );
}

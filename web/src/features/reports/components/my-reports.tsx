import { useMyReports } from '@/features/reports/api/my-reports';
import { myReportTexts as t, problemLabel } from '@/features/reports/texts';
import { formatDate } from '@/lib/dates';

/**
 * The member's own reports about a title, with their status and the team's notes;
 * nothing for a visitor or when there are none.
 */
export function MyReports({ contentId, signedIn }: { contentId: string; signedIn: boolean }) {
  const reports = useMyReports(contentId, signedIn);
  const items = reports.data ?? [];
  if (!signedIn || items.length === 0) return null;
  return (
    <section aria-label={t.heading} className="w-full basis-full text-sm text-neutral-300">
      <h2 className="font-semibold text-neutral-100">{t.heading}</h2>
      <ul className="mt-1 flex flex-col gap-1">
        {items.map((report) => (
          <li key={report.id}>
            <span className="font-semibold">{t.status[report.status] ?? report.status}</span>
            {' · '}
            {problemLabel(report.problem_type)}
            {' · '}
            {t.sentOn(formatDate(report.created_at))}
            {report.admin_notes && (
              <p className="text-neutral-400">{t.notes(report.admin_notes)}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

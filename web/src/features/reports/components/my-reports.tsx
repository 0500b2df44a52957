import { Timeline } from '@/components/ui/timeline';
import { useMyReports } from '@/features/reports/api/my-reports';
import { myReportTexts as t, problemLabel } from '@/features/reports/texts';
import { reportTimeline } from '@/features/reports/utils/timeline';
import { formatDate } from '@/lib/dates';

/**
 * The member's own reports about a title, with their status, the team's notes and
 * their timeline (each step with its date and note); nothing for a visitor or when
 * there are none.
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
            <Timeline
              label={t.timeline.label}
              entries={reportTimeline(report.timeline)}
              noteLabel={t.notes}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

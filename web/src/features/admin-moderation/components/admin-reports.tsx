import { useAdminReports } from '@/features/admin-moderation/api/get-reports';
import { useModerateReport } from '@/features/admin-moderation/api/moderate-report';
import { ModerationPage } from '@/features/admin-moderation/components/moderation-page';
import { ReportCard } from '@/features/admin-moderation/components/report-card';
import { reportTexts } from '@/features/admin-moderation/texts';
import { REPORT_STATUSES, REPORT_TARGETS } from '@/types/api';

/** Report moderation (/admin/reports): counters, search and filters, the cards, decisions. */
export function AdminReports() {
  return (
    <ModerationPage
      texts={reportTexts}
      statuses={REPORT_STATUSES}
      targets={REPORT_TARGETS}
      accents={{
        total: 'text-white',
        pending: 'text-yellow-400',
        in_progress: 'text-sky-400',
        resolved: 'text-green-400',
        rejected: 'text-red-400',
      }}
      useList={useAdminReports}
      decide={useModerateReport()}
      needsNotes={(action) => action === 'reject'}
      card={(report, onAction) => (
        <ReportCard key={report.id} report={report} onAction={onAction} />
      )}
    />
  );
}

import { useBulkModerateReports } from '@/features/admin-moderation/api/bulk-moderate';
import { useAdminReports } from '@/features/admin-moderation/api/get-reports';
import { useModerateReport } from '@/features/admin-moderation/api/moderate-report';
import {
  ModerationPage,
  type ModerationScreen,
} from '@/features/admin-moderation/components/moderation-page';
import { reportTexts as texts } from '@/features/admin-moderation/texts';
import { REPORT_TARGETS } from '@/types/api';
import type { AdminReport, ReportAction, ReportStatus } from '@/types/api';

/** Reports on the moderation page: a card shows the problem and the reporter. */
const reports: ModerationScreen<AdminReport, ReportAction, ReportStatus> = {
  texts,
  targets: REPORT_TARGETS,
  statuses: {
    pending: { tone: 'waiting', actions: ['take', 'resolve', 'reject'] },
    in_progress: { tone: 'open', actions: ['resolve', 'reject'] },
    resolved: { tone: 'done', actions: [] },
    rejected: { tone: 'refused', actions: [] },
  },
  heading: (report) => report.content_title,
  label: (report) => report.content_title,
  bulkActions: ['take', 'resolve', 'reject'],
  details: (report) => (
    <>
      <dt className="text-neutral-400">{texts.problem}</dt>
      <dd>{texts.problems[report.problem_type] ?? report.problem_type}</dd>
      <dt className="text-neutral-400">{texts.reporter}</dt>
      <dd>{report.reporter_email ?? texts.unknownUser}</dd>
    </>
  ),
  useList: useAdminReports,
  useDecide: useModerateReport,
  useBulk: useBulkModerateReports,
};

/** Report moderation (/admin/reports): counters, search and filters, the cards, decisions
 * one by one or on a selection. */
export function AdminReports() {
  return <ModerationPage screen={reports} />;
}

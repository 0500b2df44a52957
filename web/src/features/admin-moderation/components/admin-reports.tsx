import { useAdminReports } from '@/features/admin-moderation/api/get-reports';
import { useModerateReport } from '@/features/admin-moderation/api/moderate-report';
import {
  ModerationPage,
  type ModerationScreen,
} from '@/features/admin-moderation/components/moderation-page';
import { reportTexts as texts } from '@/features/admin-moderation/texts';
import {
  REPORT_STATUSES,
  REPORT_TARGETS,
  type AdminReport,
  type ModerationTarget,
  type ReportAction,
  type ReportStatus,
} from '@/types/api';

/** Reports on the moderation page: a card shows the problem and the reporter. */
const reports: ModerationScreen<AdminReport, ReportAction, ReportStatus, ModerationTarget> = {
  texts,
  statuses: REPORT_STATUSES,
  targets: REPORT_TARGETS,
  tones: { pending: 'waiting', in_progress: 'open', resolved: 'done', rejected: 'refused' },
  actions: {
    pending: ['take', 'resolve', 'reject'],
    in_progress: ['resolve', 'reject'],
    resolved: [],
    rejected: [],
  },
  useList: useAdminReports,
  useDecide: useModerateReport,
  heading: (report) => report.content_title,
  details: (report) => (
    <>
      <dt className="text-neutral-400">{texts.problem}</dt>
      <dd>{texts.problems[report.problem_type] ?? report.problem_type}</dd>
      <dt className="text-neutral-400">{texts.reporter}</dt>
      <dd>{report.reporter_email ?? texts.unknownUser}</dd>
    </>
  ),
};

/** Report moderation (/admin/reports): counters, search and filters, the cards, decisions. */
export function AdminReports() {
  return <ModerationPage screen={reports} />;
}

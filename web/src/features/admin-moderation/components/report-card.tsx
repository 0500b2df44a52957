import { ModerationCard } from '@/features/admin-moderation/components/moderation-card';
import { reportTexts as texts } from '@/features/admin-moderation/texts';
import type { AdminReport, ReportAction, ReportStatus } from '@/types/api';

const STATUS_COLOURS: Record<ReportStatus, string> = {
  pending: 'bg-yellow-900 text-yellow-200',
  in_progress: 'bg-blue-900 text-blue-200',
  resolved: 'bg-green-900 text-green-200',
  rejected: 'bg-red-900 text-red-200',
};

/** The actions the screen offers from each status (the server decides again). */
const ACTIONS: Record<ReportStatus, ReportAction[]> = {
  pending: ['take', 'resolve', 'reject'],
  in_progress: ['resolve', 'reject'],
  resolved: [],
  rejected: [],
};

type ReportCardProps = { report: AdminReport; onAction: (action: ReportAction) => void };

/** One report: status, type, date, title, problem, description, reporter, notes, actions. */
export function ReportCard({ report, onAction }: ReportCardProps) {
  const status = report.status as ReportStatus;
  return (
    <ModerationCard
      status={{
        label: texts.status[status] ?? report.status,
        colours: STATUS_COLOURS[status] ?? '',
      }}
      kind={texts.types[report.content_type as keyof typeof texts.types] ?? report.content_type}
      createdAt={report.created_at}
      heading={report.content_title}
      details={
        <>
          <dt className="text-neutral-400">{texts.problem}</dt>
          <dd>{texts.problems[report.problem_type] ?? report.problem_type}</dd>
          <dt className="text-neutral-400">{texts.reporter}</dt>
          <dd>{report.reporter_email ?? texts.unknownUser}</dd>
        </>
      }
      description={report.description}
      notes={{ label: texts.notes, text: report.admin_notes }}
      actions={ACTIONS[status] ?? []}
      actionLabels={texts.actions}
      onAction={onAction}
    />
  );
}

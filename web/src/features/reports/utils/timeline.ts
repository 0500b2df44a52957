import type { TimelineEntry } from '@/components/ui/timeline';
import { myReportTexts as t } from '@/features/reports/texts';
import type { TimelineStep } from '@/types/api';

/** A report's steps in words: « Envoyé », then each decision of the team. */
export function reportTimeline(steps: TimelineStep[]): TimelineEntry[] {
  return steps.map((step, index) => ({
    at: step.at,
    label: index === 0 ? t.timeline.filed : (t.timeline.steps[step.status] ?? step.status),
    note: step.admin_notes,
  }));
}

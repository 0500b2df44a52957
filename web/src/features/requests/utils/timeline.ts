import type { TimelineEntry } from '@/components/ui/timeline';
import { requestTexts as t } from '@/features/requests/texts';
import type { TimelineStep } from '@/types/api';

/**
 * A request's steps in words: « Envoyée », then each decision of the team; a step that
 * keeps the status is a note, one back to pending a reopening.
 */
export function requestTimeline(steps: TimelineStep[]): TimelineEntry[] {
  return steps.map((step, index) => {
    const previous = steps[index - 1];
    const label =
      index === 0
        ? t.timeline.submitted
        : previous?.status === step.status
          ? t.timeline.noted
          : step.status === 'pending'
            ? t.timeline.reopened
            : (t.timeline.steps[step.status] ?? step.status);
    return { at: step.at, label, note: step.admin_notes };
  });
}

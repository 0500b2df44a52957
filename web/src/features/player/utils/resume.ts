/**
 * Resuming, stated once (docs/product.md, member side §9; docs/adr/0035). A saved
 * position is offered back while it is past the start and more than `resumeEndMargin`
 * (10 s) before the end: a point closer to the end is the end, and the title starts over.
 * A clip of 10 s or less therefore never resumes, which is why the demo's clip lasts 60 s.
 */
import { PLAYER } from '@/features/player/utils/constants';

/** Whether `position` (seconds) in a video of `duration` seconds is worth resuming. */
export function isResumable(position: number | null | undefined, duration: number): boolean {
  return (
    position !== null &&
    position !== undefined &&
    position > 0 &&
    duration > 0 &&
    position < duration - PLAYER.resumeEndMargin
  );
}

/**
 * What a "Reprendre" card gives the watch page it opens (the router's location state):
 * that film or episode resumes at once, without the question, since the member chose to.
 */
export type ResumeIntent = { resume: string };

export const resumeIntent = (contentId: string): ResumeIntent => ({ resume: contentId });

/** Whether the page was opened to resume `contentId`. */
export function isResumeIntentFor(state: unknown, contentId: string | undefined): boolean {
  return (
    contentId !== undefined &&
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<ResumeIntent>).resume === contentId
  );
}

import type { ProgressReport } from '@/features/player/hooks/use-progress';
import type { WatchContent } from '@/types/watch';

/** The history's resume point of `content` and how to record a position in it. */
export function useWatchProgress(content: WatchContent | null): {
  position: number | null;
  report: ((report: ProgressReport) => void) | undefined;
} {
  void content;
  return { position: null, report: undefined };
}

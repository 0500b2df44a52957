import { queryKeys } from '@/lib/query-keys';

/**
 * The player's reads. The member's own (progress, history) sit under `account`, so they
 * are dropped at sign-out.
 */
export const playerKeys = {
  config: ['player', 'config'] as const,
  progress: [...queryKeys.account, 'progress'] as const,
  resumePoint: (contentId: string) => [...queryKeys.account, 'progress', contentId] as const,
  continueWatching: [...queryKeys.account, 'progress', 'list'] as const,
  history: [...queryKeys.account, 'history'] as const,
};

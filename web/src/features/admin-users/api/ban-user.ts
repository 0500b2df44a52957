import { useUserCommand } from '@/features/admin-users/api/use-user-command';
import { api } from '@/lib/api-client';
import type { CommandResult } from '@/types/api';

/** Ban durations offered (docs/product.md, admin area §9), in days; 0 is a permanent ban. */
export const BAN_DURATIONS = [1, 3, 7, 14, 30, 90, 365, 0] as const;
export type BanDays = (typeof BAN_DURATIONS)[number];
export const DEFAULT_BAN_DAYS: BanDays = 7;

export type BanInput = { id: string; reason: string; days: BanDays };

/** `POST /api/admin/users/{id}/ban`. */
export function banUser({ id, reason, days }: BanInput): Promise<CommandResult> {
  return api.post('/api/admin/users/{id}/ban', { path: { id }, body: { reason, days } });
}

export function useBanUser() {
  return useUserCommand(banUser);
}

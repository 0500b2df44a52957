import { appealTexts as texts } from '@/features/admin-appeals/texts';

/** Who decided or banned: their address, the operator token, or an unknown admin. */
export function actorName(id: string | null | undefined, email: string | null | undefined) {
  if (email) return email;
  return id === 'operator' ? texts.operator : texts.unknownUser;
}

import { DEFAULT_EMBED_RULES, type EmbedRule } from '@/features/player/utils/embed-hosts';

/** The embed allow-list the player applies. */
export function useEmbedRules(): readonly EmbedRule[] {
  return DEFAULT_EMBED_RULES;
}

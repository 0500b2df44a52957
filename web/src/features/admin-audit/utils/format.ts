import { adminAuditTexts as texts } from '@/features/admin-audit/texts';

/** An action code in French (the code itself if this screen does not know it yet). */
export const actionName = (code: string) => texts.actions[code] ?? code;

/** A target kind in French. */
export const kindName = (kind: string) => texts.kinds[kind] ?? kind;

/** A value the server wrote in French, or a dash when there is none. */
export const shownValue = (value: string | null | undefined) => value ?? texts.empty_value;

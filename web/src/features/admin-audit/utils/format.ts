import { adminAuditTexts as texts } from '@/features/admin-audit/texts';

/** An action code in French (the code itself if this screen does not know it yet). */
export const actionName = (code: string) => texts.actions[code] ?? code;

/** A target kind in French. */
export const kindName = (kind: string) => texts.kinds[kind] ?? kind;

/** A field name as the forms call it. */
export const fieldName = (field: string) => texts.fields[field] ?? field;

/** A value before or after an action, as text. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return texts.empty_value;
  if (value === true) return texts.yes;
  if (value === false) return texts.no;
  if (Array.isArray(value))
    return value.length ? value.map(formatValue).join(', ') : texts.empty_value;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

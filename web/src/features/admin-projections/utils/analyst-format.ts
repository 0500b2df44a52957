import { adminProjectionsTexts } from '@/features/admin-projections/texts';
import { ApiError } from '@/lib/api-client';
import {
  isAnalystProjectionStatus,
  type AnalystProjectionItem,
  type RowCell,
  type RowsBody,
} from '@/types/api';

const texts = adminProjectionsTexts.analysts;

/** The error codes of the analysts' projections the screen treats apart (docs/messages.md). */
export const ANALYST_ERROR_CODES = {
  invalidProjection: 'invalid_projection',
  invalidName: 'invalid_name',
  readOnlyQuery: 'read_only_query',
} as const;

/** A status in French (the code itself if this screen does not know it yet). */
export const statusName = (status: string) =>
  isAnalystProjectionStatus(status) ? texts.statuses[status] : status;

/** `45 s`, `1 min 20 s`, `2 h 5 min`. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return texts.duration.seconds(total);
  if (total < 3600) return texts.duration.minutes(Math.floor(total / 60), total % 60);
  return texts.duration.hours(Math.floor(total / 3600), Math.floor((total % 3600) / 60));
}

/**
 * How far a replay has come, in per cent of the log: only on SQLite, where a position
 * is the number of events read (on PostgreSQL it is `"tx.seq"`, and only the lag tells).
 */
export function replayPercent(item: AnalystProjectionItem): number | null {
  if (typeof item.position !== 'number') return null;
  const total = item.position + item.lag;
  return total > 0 ? Math.floor((item.position / total) * 100) : 100;
}

/** The 1-based line a refused definition names (« Ligne N : … »), or null. */
export function problemLine(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== ANALYST_ERROR_CODES.invalidProjection) {
    return null;
  }
  const match = /^Ligne (\d+)/.exec(error.message);
  return match ? Number(match[1]) : null;
}

/** Where line `line` (1-based) of `text` starts and ends, and what it says. */
export function lineOf(text: string, line: number): { start: number; end: number; text: string } {
  const lines = text.split('\n');
  const index = Math.min(Math.max(line, 1), lines.length) - 1;
  const start = lines.slice(0, index).reduce((offset, previous) => offset + previous.length + 1, 0);
  const content = lines[index] ?? '';
  return { start, end: start + content.length, text: content };
}

/** A value of a row as the table shows it. */
export const cellText = (value: RowCell) => (value === null ? texts.detail.null : String(value));

/**
 * Keys for rows that have no id of their own: their content, numbered when the same
 * row comes again (a table without a primary key may hold duplicates).
 */
export function rowKeys(rows: readonly RowCell[][]): string[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const content = JSON.stringify(row);
    const count = seen.get(content) ?? 0;
    seen.set(content, count + 1);
    return `${content}#${count}`;
  });
}

/** The columns of a page whose values are all numbers (nulls aside), and not all null. */
export function numericColumns(page: RowsBody): string[] {
  return page.columns.filter((_, index) => {
    const values = page.rows.map((row) => row[index] ?? null).filter((value) => value !== null);
    return values.length > 0 && values.every((value) => typeof value === 'number');
  });
}

import { lazy, Suspense, useId, useState } from 'react';

import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useAnalystTable } from '@/features/admin-projections/api/get-analyst-table';
import type { ChartKind, Point } from '@/features/admin-projections/components/columns-chart';
import { adminProjectionsTexts } from '@/features/admin-projections/texts';
import { numericColumns } from '@/features/admin-projections/utils/analyst-format';
import { getErrorMessage } from '@/lib/api-client';
import type { AnalystTableColumns } from '@/types/api';

const texts = adminProjectionsTexts.analysts.detail;

/** recharts is heavy: loaded only when a chart is drawn. */
const ColumnsChart = lazy(() => import('@/features/admin-projections/components/columns-chart'));

const KINDS: readonly { value: ChartKind; label: string }[] = [
  { value: 'bar', label: texts.bar },
  { value: 'line', label: texts.line },
];

type AnalystChartProps = {
  name: string;
  tables: readonly AnalystTableColumns[];
  serving: number | null;
};

/**
 * A bar or line chart of two chosen columns of a table's first page, for a first look
 * (the downloads carry every row). The horizontal axis takes any column, the vertical
 * one a column of numbers; by default the first column of text against the first of
 * numbers.
 */
export function AnalystChart({ name, tables, serving }: AnalystChartProps) {
  const [table, setTable] = useState(tables[0]?.name ?? '');
  const [xChoice, setXChoice] = useState('');
  const [yChoice, setYChoice] = useState('');
  const [kind, setKind] = useState<ChartKind>('bar');
  const page = useAnalystTable({ name, table, serving, cursor: null });
  const titleId = useId();

  const columns = page.data?.columns ?? tables.find((t) => t.name === table)?.columns ?? [];
  const numbers = page.data ? numericColumns(page.data) : [];
  const x = columns.includes(xChoice)
    ? xChoice
    : (columns.find((column) => !numbers.includes(column)) ?? columns[0] ?? '');
  const y = numbers.includes(yChoice)
    ? yChoice
    : (numbers.find((column) => column !== x) ?? numbers[0] ?? '');

  const pick = (next: string) => {
    setTable(next);
    setXChoice('');
    setYChoice('');
  };

  const data: Point[] = page.data
    ? page.data.rows.map((row) => {
        const xValue = row[columns.indexOf(x)] ?? null;
        const yValue = row[columns.indexOf(y)] ?? null;
        return {
          x: xValue === null ? '' : String(xValue),
          y: typeof yValue === 'number' ? yValue : null,
        };
      })
    : [];
  const kindName = kind === 'bar' ? texts.bar : texts.line;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div>
        <h4 id={titleId} className="font-semibold">
          {texts.chart}
        </h4>
        <p className="text-xs text-neutral-400">{texts.chartHint}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-4">
        <SelectField
          label={texts.chartTable}
          value={table}
          onChange={(e) => pick(e.target.value)}
          options={tables.map((t) => ({ value: t.name, label: t.name }))}
        />
        <SelectField
          label={texts.xColumn}
          value={x}
          onChange={(e) => setXChoice(e.target.value)}
          options={columns.map((column) => ({ value: column, label: column }))}
        />
        <SelectField
          label={texts.yColumn}
          value={y}
          onChange={(e) => setYChoice(e.target.value)}
          options={numbers.map((column) => ({ value: column, label: column }))}
          disabled={numbers.length === 0}
        />
        <SelectField
          label={texts.kind}
          value={kind}
          onChange={(e) => setKind(e.target.value === 'line' ? 'line' : 'bar')}
          options={KINDS}
        />
      </div>
      {page.isPending ? (
        <Spinner label={adminProjectionsTexts.loading} />
      ) : page.isError ? (
        <p role="alert" className="text-red-400">
          {getErrorMessage(page.error, adminProjectionsTexts.loadError)}
        </p>
      ) : numbers.length === 0 ? (
        <p className="text-sm text-neutral-400">{texts.noNumbers}</p>
      ) : (
        <figure className="flex flex-col gap-2">
          <Suspense fallback={<Spinner label={adminProjectionsTexts.loading} />}>
            <ColumnsChart data={data} kind={kind} yLabel={y} />
          </Suspense>
          <figcaption className="text-xs text-neutral-400">
            {texts.chartCaption(kindName, y, x, table, data.length)}
          </figcaption>
        </figure>
      )}
    </section>
  );
}

import { catalogueTexts as texts } from '@/features/catalogue/texts';
import type { MovieSort, SortOrder } from '@/types/api';

type SortControlsProps = {
  sorts: readonly MovieSort[];
  sort: MovieSort;
  order: SortOrder;
  onChange: (sort: MovieSort, order: SortOrder) => void;
};

const selectClass =
  'rounded-md border border-neutral-700 bg-neutral-950 px-2 py-1.5 text-sm text-neutral-100';

/** The sort select and the order select (descending by default, docs/product.md, member side §9). */
export function SortControls({ sorts, sort, order, onChange }: SortControlsProps) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="flex flex-col gap-1 text-xs text-neutral-400">
        {texts.filters.sort}
        <select
          className={selectClass}
          value={sort}
          onChange={(e) => onChange(e.target.value as MovieSort, order)}
        >
          {sorts.map((option) => (
            <option key={option} value={option}>
              {texts.sorts[option]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs text-neutral-400">
        {texts.filters.order}
        <select
          className={selectClass}
          value={order}
          onChange={(e) => onChange(sort, e.target.value as SortOrder)}
        >
          <option value="desc">{texts.filters.desc}</option>
          <option value="asc">{texts.filters.asc}</option>
        </select>
      </label>
    </div>
  );
}

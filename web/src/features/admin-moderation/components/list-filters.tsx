import { SearchField } from '@/components/ui/search-field';
import { SelectField } from '@/components/ui/select-field';
import type { ModerationFilters } from '@/features/admin-moderation/api/filters';

type Option = { value: string; label: string };

type ListFiltersProps = {
  filters: ModerationFilters;
  onChange: (filters: ModerationFilters) => void;
  texts: {
    search: string;
    searchPlaceholder: string;
    statusFilter: string;
    typeFilter: string;
    overdueFilter: string;
  };
  statuses: Option[];
  types: Option[];
};

/** The search box, the status and type filters and « En retard uniquement » of a
 * moderation list. */
export function ListFilters({ filters, onChange, texts, statuses, types }: ListFiltersProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchField
        label={texts.search}
        className="flex-1"
        value={filters.q}
        placeholder={texts.searchPlaceholder}
        onChange={(event) => onChange({ ...filters, q: event.target.value })}
      />
      <SelectField
        label={texts.statusFilter}
        options={statuses}
        value={filters.status}
        onChange={(event) => onChange({ ...filters, status: event.target.value })}
      />
      <SelectField
        label={texts.typeFilter}
        options={types}
        value={filters.type}
        onChange={(event) => onChange({ ...filters, type: event.target.value })}
      />
      <label className="flex items-center gap-2 pb-2 text-sm">
        <input
          type="checkbox"
          checked={filters.overdue}
          onChange={(event) => onChange({ ...filters, overdue: event.target.checked })}
          className="size-4 accent-red-600"
        />
        {texts.overdueFilter}
      </label>
    </div>
  );
}

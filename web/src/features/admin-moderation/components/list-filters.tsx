import { Search } from 'lucide-react';

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
  };
  statuses: Option[];
  types: Option[];
};

const fieldClass =
  'rounded-md border border-neutral-700 bg-neutral-950 px-3 py-2 text-sm text-neutral-100 focus:border-red-600 focus:outline-none';

/** The search box and the status and type filters of a moderation list. */
export function ListFilters({ filters, onChange, texts, statuses, types }: ListFiltersProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <label className="flex flex-1 flex-col gap-1 text-sm">
        {texts.search}
        <span className="relative">
          <Search
            aria-hidden="true"
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500"
          />
          <input
            type="search"
            value={filters.q}
            placeholder={texts.searchPlaceholder}
            onChange={(event) => onChange({ ...filters, q: event.target.value })}
            className={`${fieldClass} w-full pl-9`}
          />
        </span>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {texts.statusFilter}
        <select
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: event.target.value })}
          className={fieldClass}
        >
          {statuses.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {texts.typeFilter}
        <select
          value={filters.type}
          onChange={(event) => onChange({ ...filters, type: event.target.value })}
          className={fieldClass}
        >
          {types.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

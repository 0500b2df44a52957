import { Search } from 'lucide-react';

import { adminUsersTexts as texts } from '@/features/admin-users/texts';
import { USER_FILTERS, type UserFilter } from '@/types/api';

type UserFiltersProps = {
  search: string;
  filter: UserFilter;
  onSearch: (value: string) => void;
  onFilter: (value: UserFilter) => void;
};

const fieldClass =
  'rounded-md border border-neutral-700 bg-neutral-950 px-3 py-2 text-sm text-neutral-100 focus:border-red-600 focus:outline-none';

/** The search box (e-mail or id) and the filter of the user list. */
export function UserFilters({ search, filter, onSearch, onFilter }: UserFiltersProps) {
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
            value={search}
            placeholder={texts.searchPlaceholder}
            onChange={(event) => onSearch(event.target.value)}
            className={`${fieldClass} w-full pl-9`}
          />
        </span>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {texts.filter}
        <select
          value={filter}
          onChange={(event) => onFilter(event.target.value as UserFilter)}
          className={fieldClass}
        >
          {USER_FILTERS.map((value) => (
            <option key={value} value={value}>
              {texts.filters[value]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

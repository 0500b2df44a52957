import { SearchField } from '@/components/ui/search-field';
import { SelectField } from '@/components/ui/select-field';
import { adminUsersTexts as texts } from '@/features/admin-users/texts';
import { USER_FILTERS, type UserFilter } from '@/types/api';

type UserFiltersProps = {
  search: string;
  filter: UserFilter;
  onSearch: (value: string) => void;
  onFilter: (value: UserFilter) => void;
};

const filterOptions = USER_FILTERS.map((value) => ({ value, label: texts.filters[value] }));

/** The search box (e-mail or id) and the filter of the user list. */
export function UserFilters({ search, filter, onSearch, onFilter }: UserFiltersProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchField
        label={texts.search}
        className="flex-1"
        value={search}
        placeholder={texts.searchPlaceholder}
        onChange={(event) => onSearch(event.target.value)}
      />
      <SelectField
        label={texts.filter}
        options={filterOptions}
        value={filter}
        onChange={(event) => onFilter(event.target.value as UserFilter)}
      />
    </div>
  );
}

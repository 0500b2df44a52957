import { useRef, type KeyboardEvent } from 'react';

import { categoryPanelId, categoryTabId } from '@/features/admin-genres/components/tab-ids';
import { adminGenresTexts } from '@/features/admin-genres/texts';
import { GENRE_CATEGORIES, type GenreCategory } from '@/types/api';

type CategoryTabsProps = {
  active: GenreCategory;
  counts: Record<GenreCategory, number>;
  /** Shared prefix of the tab and panel ids. */
  baseId: string;
  onSelect: (category: GenreCategory) => void;
};

/** The five category tabs (ARIA tabs: arrows, Home and End move between them). */
export function CategoryTabs({ active, counts, baseId, onSelect }: CategoryTabsProps) {
  const tabRefs = useRef<Partial<Record<GenreCategory, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = GENRE_CATEGORIES.indexOf(active);
    const last = GENRE_CATEGORIES.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const category = GENRE_CATEGORIES[next];
    if (!category) return;
    onSelect(category);
    tabRefs.current[category]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={adminGenresTexts.tabsLabel}
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-2 border-b border-neutral-800"
    >
      {GENRE_CATEGORIES.map((category) => {
        const selected = category === active;
        return (
          <button
            key={category}
            ref={(element) => {
              tabRefs.current[category] = element;
            }}
            id={categoryTabId(baseId, category)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={categoryPanelId(baseId)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(category)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium transition-colors ${
              selected
                ? 'border-red-600 text-white'
                : 'border-transparent text-neutral-400 hover:text-neutral-200'
            }`}
          >
            {adminGenresTexts.tabLabel(category, counts[category])}
          </button>
        );
      })}
    </div>
  );
}

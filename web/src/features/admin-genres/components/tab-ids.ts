import { GENRE_CATEGORIES, type GenreCategory } from '@/types/api';

/** Element ids that tie the category tabs to their panel (ARIA tabs pattern). */
export const categoryTabId = (baseId: string, category: GenreCategory) =>
  `${baseId}-tab-${GENRE_CATEGORIES.indexOf(category)}`;

export const categoryPanelId = (baseId: string) => `${baseId}-panel`;

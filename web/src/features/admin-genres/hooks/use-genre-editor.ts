import { useCallback, useState } from 'react';

import { type AdminGenre, type GenreCategory, isGenreCategory } from '@/types/api';

/**
 * Screen state of genre management: the selected category tab and the genre being
 * edited (null while the form adds a new genre).
 */
export function useGenreEditor(initialCategory: GenreCategory = 'Films') {
  const [activeCategory, setActiveCategory] = useState<GenreCategory>(initialCategory);
  const [editing, setEditing] = useState<AdminGenre | null>(null);

  const selectCategory = useCallback((category: GenreCategory) => {
    setActiveCategory(category);
    setEditing(null);
  }, []);

  const startEdit = useCallback((genre: AdminGenre) => {
    if (isGenreCategory(genre.category)) setActiveCategory(genre.category);
    setEditing(genre);
  }, []);

  const cancelEdit = useCallback(() => setEditing(null), []);

  /** After a save, show the tab the genre now belongs to and go back to adding. */
  const finishSave = useCallback((category: GenreCategory) => {
    setActiveCategory(category);
    setEditing(null);
  }, []);

  /** A deleted genre can no longer be edited. */
  const forget = useCallback((id: string) => {
    setEditing((current) => (current?.id === id ? null : current));
  }, []);

  return { activeCategory, editing, selectCategory, startEdit, cancelEdit, finishSave, forget };
}

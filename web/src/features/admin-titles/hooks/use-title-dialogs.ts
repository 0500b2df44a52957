import { useCallback, useState } from 'react';

import type { Notice } from '@/features/admin-titles/components/shared/notice';

/** The dialog open over a title list, with the title it is about. */
export type TitleDialog<Item> =
  { kind: 'add' } | { kind: 'edit' | 'delete' | 'episodes'; item: Item } | null;

/** Screen state of a title list: which dialog is open and how the last action went. */
export function useTitleDialogs<Item>() {
  const [dialog, setDialog] = useState<TitleDialog<Item>>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const add = useCallback(() => {
    setNotice(null);
    setDialog({ kind: 'add' });
  }, []);
  const open = useCallback((kind: 'edit' | 'delete' | 'episodes', item: Item) => {
    setNotice(null);
    setDialog({ kind, item });
  }, []);
  const close = useCallback(() => setDialog(null), []);
  /** Closes the dialog and reports a success. */
  const done = useCallback((text: string) => {
    setDialog(null);
    setNotice({ tone: 'success', text });
  }, []);

  return { dialog, notice, add, open, close, done, dismissNotice: () => setNotice(null) };
}

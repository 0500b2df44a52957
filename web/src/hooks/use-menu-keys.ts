import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';

type MenuKeysOptions = {
  setOpen: (open: boolean) => void;
  /** Called when Escape closes the menu (focus goes back to its button). */
  onEscape: () => void;
};

/**
 * The keyboard of a WAI-ARIA menu, for every menu of the app (the Profil menu, the
 * header's genre menus): `openAt(i)` opens it with item `i` focused (-1: the last);
 * inside, ArrowDown and ArrowUp move (wrapping), Home and End jump, Escape closes and
 * calls `onEscape`, Tab closes. Disabled items (a status line) are skipped.
 */
export function useMenuKeys({ setOpen, onEscape }: MenuKeysOptions) {
  const menuRef = useRef<HTMLDivElement>(null);
  /** The item to focus once the menu has rendered (set by `openAt`). */
  const focusOnOpen = useRef<number | null>(null);

  const items = () =>
    Array.from(
      menuRef.current?.querySelectorAll<HTMLElement>(
        '[role="menuitem"]:not([aria-disabled="true"])',
      ) ?? [],
    );

  const focusItem = (index: number) => {
    const all = items();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };

  // The menu renders after `setOpen(true)`: focus its item once it is there, also
  // when its items come later than the menu (a list still loading).
  useEffect(() => {
    const menu = menuRef.current;
    if (focusOnOpen.current === null || !menu) return;
    const focusWhenThere = () => {
      if (focusOnOpen.current === null || items().length === 0) return false;
      focusItem(focusOnOpen.current);
      focusOnOpen.current = null;
      return true;
    };
    if (focusWhenThere()) return;
    const observer = new MutationObserver(() => {
      if (focusWhenThere()) observer.disconnect();
    });
    observer.observe(menu, { childList: true, subtree: true });
    return () => observer.disconnect();
  });

  const openAt = useCallback(
    (index: number) => {
      focusOnOpen.current = index;
      setOpen(true);
    },
    [setOpen],
  );

  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: -1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      onEscape();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return { menuRef, openAt, onMenuKeyDown };
}

import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, MouseEvent, ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

import { InMenuContext } from '@/components/ui/in-menu';
import { useDelayedClose } from '@/hooks/use-delayed-close';
import { useMenuKeys } from '@/hooks/use-menu-keys';

/** The spec's header dropdown closes this long after the pointer leaves it. */
export const MENU_CLOSE_DELAY_MS = 500;

type HoverMenuProps = {
  label: string;
  to: string;
  /** The toggle button's accessible name ('Genres FILMS'), also the menu's. */
  toggleLabel: string;
  children: ReactNode;
};

/**
 * A navigation link with a dropdown that follows WAI-ARIA's menu button pattern: the
 * chevron beside the link toggles the menu on a click (it then stays open until a
 * second click, a click elsewhere or Escape), Enter, Space and ↓ open it on its first
 * item, ↑ on its last; inside, ↓ and ↑ move, Escape closes and gives the focus back to
 * the chevron, Tab closes. The pointer still opens it by hovering, and a menu opened
 * that way closes `MENU_CLOSE_DELAY_MS` after the pointer leaves.
 */
export function HoverMenu({ label, to, toggleLabel, children }: HoverMenuProps) {
  const { isOpen, open, close, scheduleClose } = useDelayedClose(MENU_CLOSE_DELAY_MS);
  /** Opened by a click or the keyboard: the pointer leaving does not close it. */
  const [pinned, setPinned] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const setOpen = (next: boolean) => {
    setPinned(next);
    if (next) open();
    else close();
  };
  const { menuRef, openAt, onMenuKeyDown } = useMenuKeys({
    setOpen,
    onEscape: () => toggleRef.current?.focus(),
  });

  // A click anywhere else closes a menu opened by a click.
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      setPinned(false);
      close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, close]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  return (
    <div
      ref={rootRef}
      className="relative flex items-center"
      onMouseEnter={open}
      onMouseLeave={() => {
        if (!pinned) scheduleClose();
      }}
      onBlur={onBlur}
      onClick={onClick}
    >
      <NavLink
        to={to}
        className={({ isActive }) =>
          `py-2 pl-3 text-sm font-semibold tracking-wide transition-colors hover:text-red-500 ${
            isActive ? 'text-red-500' : 'text-neutral-200'
          }`
        }
      >
        {label}
      </NavLink>
      <button
        ref={toggleRef}
        type="button"
        aria-label={toggleLabel}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => (pinned ? setOpen(false) : openAt(0))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openAt(event.key === 'ArrowDown' ? 0 : -1);
          } else if (event.key === 'Escape' && isOpen) {
            setOpen(false);
          }
        }}
        className="rounded p-1 text-neutral-200 hover:text-red-500"
      >
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
        />
      </button>
      {isOpen && (
        <div
          id={panelId}
          ref={menuRef}
          role="menu"
          aria-label={toggleLabel}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full left-0 z-30 max-h-[calc(100vh-8rem)] min-w-56 overflow-y-auto overscroll-contain rounded-md border border-neutral-800 bg-neutral-900 p-2 shadow-xl"
        >
          <InMenuContext.Provider value>{children}</InMenuContext.Provider>
        </div>
      )}
    </div>
  );
}

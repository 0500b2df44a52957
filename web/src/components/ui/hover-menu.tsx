import { ChevronDown } from 'lucide-react';
import { useId, useRef, type FocusEvent, type MouseEvent } from 'react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

import { useDelayedClose } from '@/hooks/use-delayed-close';

/** The spec's header dropdown closes this long after the pointer leaves it. */
export const MENU_CLOSE_DELAY_MS = 500;

type HoverMenuProps = {
  label: string;
  to: string;
  /** The toggle button's accessible name ('Genres FILMS'). */
  toggleLabel: string;
  children: ReactNode;
};

/**
 * A navigation link with a dropdown (WAI-ARIA's disclosure navigation): the pointer
 * opens it by hovering; the keyboard opens it on demand with the toggle button beside
 * the link (click, Enter or Space), never on focus, so that tabbing through the
 * header does not walk through every genre. It closes `MENU_CLOSE_DELAY_MS` after
 * the pointer leaves, when focus leaves it, on Escape (focus back on the toggle) or
 * when a link is followed.
 */
export function HoverMenu({ label, to, toggleLabel, children }: HoverMenuProps) {
  const { isOpen, open, close, scheduleClose } = useDelayedClose(MENU_CLOSE_DELAY_MS);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  };

  return (
    <div
      className="relative flex items-center"
      onMouseEnter={open}
      onMouseLeave={scheduleClose}
      onBlur={onBlur}
      onClick={onClick}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          close();
          toggleRef.current?.focus();
        }
      }}
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
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => (isOpen ? close() : open())}
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
          className="absolute top-full left-0 z-30 min-w-56 rounded-md border border-neutral-800 bg-neutral-900 p-2 shadow-xl"
        >
          {children}
        </div>
      )}
    </div>
  );
}

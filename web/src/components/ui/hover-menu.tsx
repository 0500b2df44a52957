import { ChevronDown } from 'lucide-react';
import { useId, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

import { useDelayedClose } from '@/hooks/use-delayed-close';

/** The spec's header dropdown closes this long after the pointer leaves it. */
export const MENU_CLOSE_DELAY_MS = 500;

type HoverMenuProps = {
  label: string;
  to: string;
  children: ReactNode;
};

/**
 * A navigation link that opens a dropdown on hover or keyboard focus. The dropdown
 * stays open while the pointer is over the link or the panel, and closes
 * `MENU_CLOSE_DELAY_MS` after it leaves, at once on Escape or when a link is followed.
 */
export function HoverMenu({ label, to, children }: HoverMenuProps) {
  const { isOpen, open, close, scheduleClose } = useDelayedClose(MENU_CLOSE_DELAY_MS);
  const panelId = useId();

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) scheduleClose();
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  };

  return (
    <div
      className="relative"
      onMouseEnter={open}
      onMouseLeave={scheduleClose}
      onFocus={open}
      onBlur={onBlur}
      onClick={onClick}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <NavLink
        to={to}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        className={({ isActive }) =>
          `flex items-center gap-1 px-3 py-2 text-sm font-semibold tracking-wide transition-colors hover:text-red-500 ${
            isActive ? 'text-red-500' : 'text-neutral-200'
          }`
        }
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
        />
      </NavLink>
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

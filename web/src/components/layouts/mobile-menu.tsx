import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { NavLink } from 'react-router-dom';

import type { NavItem } from '@/components/layouts/nav-item';
import { layoutTexts } from '@/components/layouts/texts';
import { useUiStore } from '@/stores/ui-store';

type MobileMenuProps = {
  navItems: NavItem[];
  /** The search box, on screens too narrow for the header's. */
  search?: ReactNode;
};

/**
 * The small-screen navigation: one line per item, dropdown contents as expandable
 * lists under a 'Genres' line (named 'Genres FILMS' for screen readers) rather than
 * the item's label again. Escape closes it (the header listens).
 */
export function MobileMenu({ navItems, search }: MobileMenuProps) {
  const closeMobileMenu = useUiStore((state) => state.closeMobileMenu);

  return (
    <nav
      aria-label={layoutTexts.mobileNavLabel}
      className="border-t border-neutral-800 px-4 py-3 md:hidden"
      onClick={(event) => {
        if (event.target instanceof Element && event.target.closest('a')) closeMobileMenu();
      }}
    >
      {search && <div className="pb-3 sm:hidden">{search}</div>}
      <ul className="flex flex-col gap-1">
        {navItems.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className="block py-2 text-sm font-semibold tracking-wide text-neutral-200"
            >
              {item.label}
            </NavLink>
            {item.menu && (
              <details className="group pb-2 pl-3">
                <summary
                  aria-label={layoutTexts.genresOf(item.label)}
                  className="flex cursor-pointer list-none items-center gap-1 text-xs text-neutral-400"
                >
                  <ChevronDown
                    aria-hidden="true"
                    className="size-4 transition-transform group-open:rotate-180"
                  />
                  {layoutTexts.genres}
                </summary>
                <div className="pt-2">{item.menu}</div>
              </details>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

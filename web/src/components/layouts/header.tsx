import { Menu, X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';

import { MobileMenu } from '@/components/layouts/mobile-menu';
import type { NavItem } from '@/components/layouts/nav-item';
import { layoutTexts } from '@/components/layouts/texts';
import { HoverMenu } from '@/components/ui/hover-menu';
import { paths } from '@/config/paths';
import { useUiStore } from '@/stores/ui-store';

type HeaderProps = {
  navItems: NavItem[];
  /** The account corner (profile menu or sign-in button), given by the app layer. */
  account?: ReactNode;
  /** The search box, mounted by the app (shared code imports no feature). */
  search?: ReactNode;
  /** The catalogue's film and series counts (a feature, given by the app layer). */
  counts?: ReactNode;
};

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block px-3 py-2 text-sm font-semibold tracking-wide transition-colors hover:text-red-500 ${
    isActive ? 'text-red-500' : 'text-neutral-200'
  }`;

const helpLinkClass = ({ isActive }: { isActive: boolean }) =>
  `hover:text-white ${isActive ? 'text-white underline' : 'text-neutral-300'}`;

/** The site header: logo, main navigation (with genre dropdowns), search box, account corner, mobile menu. */
export function Header({ navItems, account, search, counts }: HeaderProps) {
  const mobileMenuOpen = useUiStore((state) => state.mobileMenuOpen);
  const toggleMobileMenu = useUiStore((state) => state.toggleMobileMenu);
  const closeMobileMenu = useUiStore((state) => state.closeMobileMenu);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // Escape closes the mobile menu wherever the focus is, and the focus goes back to
  // its button (unless a dialog over the page takes that Escape).
  useEffect(() => {
    if (!mobileMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      closeMobileMenu();
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobileMenuOpen, closeMobileMenu]);

  return (
    <header className="sticky top-0 z-20 border-b border-neutral-800 bg-neutral-950/95 backdrop-blur">
      <div className="border-b border-neutral-900">
        <div className="mx-auto flex h-8 max-w-7xl items-center justify-between gap-4 px-4">
          <div>{counts}</div>
          <nav aria-label={layoutTexts.helpNavLabel} className="flex gap-4 text-xs">
            <NavLink to={paths.contact.getHref()} className={helpLinkClass}>
              {layoutTexts.contact}
            </NavLink>
            <NavLink to={paths.faq.getHref()} className={helpLinkClass}>
              {layoutTexts.faq}
            </NavLink>
          </nav>
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4">
        <Link
          to={paths.home.getHref()}
          aria-label={layoutTexts.logoLabel}
          className="text-2xl font-black tracking-widest text-red-600"
        >
          {layoutTexts.logo}
        </Link>

        <nav aria-label={layoutTexts.mainNavLabel} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                {item.menu ? (
                  <HoverMenu
                    label={item.label}
                    to={item.to}
                    toggleLabel={layoutTexts.genresOf(item.label)}
                  >
                    {item.menu}
                  </HoverMenu>
                ) : (
                  <NavLink to={item.to} className={linkClass}>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto hidden flex-1 justify-end sm:flex">{search}</div>
        <div className="ml-4">{account}</div>

        <button
          ref={menuButtonRef}
          type="button"
          onClick={toggleMobileMenu}
          aria-expanded={mobileMenuOpen}
          aria-label={mobileMenuOpen ? layoutTexts.closeMenu : layoutTexts.openMenu}
          className="rounded p-2 text-neutral-200 hover:bg-neutral-800 md:hidden"
        >
          {mobileMenuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </div>

      {mobileMenuOpen && <MobileMenu navItems={navItems} search={search} />}
    </header>
  );
}

import { ChartNoAxesColumn, ChevronDown, Shield, User as UserIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/api/get-session';
import { useLogout } from '@/features/auth/api/logout';
import { useMenuKeys } from '@/hooks/use-menu-keys';
import { authTexts } from '@/features/auth/texts';

const texts = authTexts.menu;

const menuLinks = [
  { label: texts.settings, to: paths.profile.getHref() },
  { label: texts.favorites, to: paths.favorites.getHref() },
  { label: texts.donation, to: paths.donation.getHref() },
  { label: texts.requestContent, to: paths.requestContent.getHref() },
];

const itemClass = 'block w-full rounded px-3 py-2 text-left text-sm hover:bg-neutral-800';

/**
 * The header's account corner: for a member, the Admin button (administrators) and the
 * Profil menu with their address and the logout; for a visitor, a Connexion button.
 * The Profil menu follows WAI-ARIA's menu button pattern: Enter, Space or the arrows
 * open it on an item, the arrows move, Escape closes it and returns to the button.
 */
export function AccountMenu() {
  const { session } = useSession();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { menuRef, openAt, onMenuKeyDown } = useMenuKeys({
    setOpen,
    onEscape: () => buttonRef.current?.focus(),
  });
  const navigate = useNavigate();
  const logout = useLogout({
    mutationConfig: { onSuccess: () => navigate(paths.login.getHref()) },
  });

  // Clicking anywhere else closes the menu, as a menu should.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const user = session?.user;
  if (!session) return null;
  if (!user) {
    return (
      <Link
        to={paths.login.getHref()}
        className="rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700"
      >
        {texts.login}
      </Link>
    );
  }

  return (
    <div className="flex items-center gap-2">
      {user.is_admin && (
        <Link
          to={paths.admin.root.getHref()}
          className="flex items-center gap-1 rounded-md border border-red-700 px-3 py-2 text-sm font-semibold text-red-400 hover:bg-red-950"
        >
          <Shield aria-hidden="true" className="size-4" />
          {texts.admin}
        </Link>
      )}
      {user.is_analyst && !user.is_admin && (
        <Link
          to={paths.admin.analyst.getHref()}
          className="flex items-center gap-1 rounded-md border border-sky-700 px-3 py-2 text-sm font-semibold text-sky-300 hover:bg-sky-950"
        >
          <ChartNoAxesColumn aria-hidden="true" className="size-4" />
          {texts.analyst}
        </Link>
      )}
      <div ref={rootRef} className="relative">
        <button
          ref={buttonRef}
          type="button"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => (open ? setOpen(false) : openAt(0))}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              openAt(0);
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              openAt(-1);
            }
          }}
          className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-neutral-200 hover:bg-neutral-800"
        >
          <UserIcon aria-hidden="true" className="size-4" />
          {texts.profile}
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
        {open && (
          <div className="absolute top-full right-0 z-30 mt-1 w-64 rounded-md border border-neutral-800 bg-neutral-900 p-2 shadow-xl">
            <p className="truncate px-3 py-2 text-xs text-neutral-300" title={user.email}>
              {texts.signedInAs(user.email)}
            </p>
            <div
              id={panelId}
              ref={menuRef}
              role="menu"
              aria-label={texts.profile}
              onKeyDown={onMenuKeyDown}
              onClick={(event) => {
                if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
              }}
            >
              {menuLinks.map((item) => (
                <Link
                  key={item.to}
                  to={item.to}
                  role="menuitem"
                  tabIndex={-1}
                  className={itemClass}
                >
                  {item.label}
                </Link>
              ))}
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                disabled={logout.isPending}
                onClick={() => logout.mutate()}
                className={`${itemClass} mt-1 border-t border-neutral-800 text-red-400`}
              >
                {logout.isPending ? texts.loggingOut : texts.logout}
              </button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

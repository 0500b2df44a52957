import { ChevronDown, Shield, User as UserIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/api/get-session';
import { useLogout } from '@/features/auth/api/logout';
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
 */
export function AccountMenu() {
  const { session } = useSession();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
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
      <div
        ref={rootRef}
        className="relative"
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((value) => !value)}
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
          <div
            id={panelId}
            className="absolute top-full right-0 z-30 mt-1 w-64 rounded-md border border-neutral-800 bg-neutral-900 p-2 shadow-xl"
          >
            <p className="truncate px-3 py-2 text-xs text-neutral-400" title={user.email}>
              {texts.signedInAs(user.email)}
            </p>
            <ul onClick={() => setOpen(false)}>
              {menuLinks.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={itemClass}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
            <button
              type="button"
              disabled={logout.isPending}
              onClick={() => logout.mutate()}
              className={`${itemClass} mt-1 border-t border-neutral-800 text-red-400`}
            >
              {logout.isPending ? texts.loggingOut : texts.logout}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

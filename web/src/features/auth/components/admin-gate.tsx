import { Link, Navigate, Outlet } from 'react-router-dom';

import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/api/get-session';
import { BanScreen } from '@/features/auth/components/ban-screen';
import { StaffTwoFactorNotice } from '@/features/auth/components/staff-two-factor-notice';
import { authTexts } from '@/features/auth/texts';
import { isBanInForce } from '@/features/auth/utils/ban-time';

const texts = authTexts.admin;

type AdminGateProps = {
  /** The pages an analyst reads too (projections, audit, analytics). */
  allowAnalyst?: boolean;
};

/**
 * The access rule of every /admin screen: a loading screen while the session is read,
 * a visitor goes to the login page, a banned account sees the ban screen, a member
 * who is not an administrator (nor an analyst, on the pages analysts read) is told so.
 * Staff without a second factor are asked to enrol (docs/adr/0045-two-factors.md).
 * The server refuses the same calls: this only spares a screen of errors.
 */
export function AdminGate({ allowAnalyst = false }: AdminGateProps) {
  const { session, isPending } = useSession();

  if (isPending || !session) return <PageSpinner />;
  if (!session.user) return <Navigate to={paths.login.getHref()} replace />;
  if (isBanInForce(session.ban, new Date())) return <BanScreen ban={session.ban} />;
  const allowed = session.user.is_admin || (allowAnalyst && session.user.is_analyst);
  if (!allowed) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-neutral-950 px-4 text-center text-neutral-100">
        <title>{authTexts.pageTitle(texts.deniedTitle)}</title>
        <h1 className="text-3xl font-bold text-red-500">{texts.deniedTitle}</h1>
        <p className="text-neutral-300">{texts.deniedMessage}</p>
        <Link
          to={paths.home.getHref()}
          className="rounded-md bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700"
        >
          {texts.toHome}
        </Link>
      </main>
    );
  }
  if (!session.user.two_factor) {
    const required = session.settings.staff_two_factor === 'required';
    if (required) {
      return (
        <main className="flex min-h-screen flex-col bg-neutral-950 text-neutral-100">
          <title>{authTexts.pageTitle(authTexts.staffBanner.toProfile)}</title>
          <StaffTwoFactorNotice required />
        </main>
      );
    }
    return (
      <>
        <StaffTwoFactorNotice required={false} />
        <Outlet />
      </>
    );
  }
  return <Outlet />;
}

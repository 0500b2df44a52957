import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { authTexts } from '@/features/auth/texts';

const texts = authTexts.staffBanner;

/**
 * Asks a staff member without a second factor to enrol on /profile: a banner above the
 * admin screens while it is optional, the whole screen once the operator requires it
 * (the server then refuses every staff call with 403 `two_factor_required`).
 */
export function StaffTwoFactorNotice({ required }: { required: boolean }) {
  return (
    <aside
      aria-label={texts.label}
      className="flex flex-wrap items-center justify-center gap-3 border-b border-amber-800 bg-amber-950 px-4 py-3 text-sm text-amber-100"
    >
      <p>{required ? texts.required : texts.message}</p>
      <Link
        to={paths.profile.getHref()}
        className="rounded-md bg-amber-600 px-3 py-1 font-semibold text-neutral-950 hover:bg-amber-500"
      >
        {texts.toProfile}
      </Link>
    </aside>
  );
}

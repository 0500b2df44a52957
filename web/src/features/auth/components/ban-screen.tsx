import { useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useEffect, useState } from 'react';

import { SUPPORT_EMAIL } from '@/config/support';
import { useLogout } from '@/features/auth/api/logout';
import { BanAppeal } from '@/features/auth/components/ban-appeal';
import { refreshSession } from '@/features/auth/api/refresh-session';
import { authTexts } from '@/features/auth/texts';
import { formatRemaining } from '@/features/auth/utils/ban-time';
import { formatDateTime } from '@/lib/dates';
import type { Ban } from '@/types/api';

const texts = authTexts.ban;
const MINUTE = 60 * 1000;

function supportHref(reason: string): string {
  const query = new URLSearchParams({ subject: texts.mailSubject, body: texts.mailBody(reason) });
  // mailto wants %20, not the '+' of form encoding.
  return `mailto:${SUPPORT_EMAIL}?${query.toString().replace(/\+/g, '%20')}`;
}

/** The clock of the countdown, ticking each minute (the finest unit shown). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** All a banned member sees: why, until when, how to contest, and a way out. */
export function BanScreen({ ban }: { ban: Ban }) {
  const now = useNow();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const permanent = ban.permanent || ban.banned_until === null;
  const remaining = ban.banned_until ? formatRemaining(new Date(ban.banned_until), now) : null;
  const ended = !permanent && remaining === null;

  // Once a temporary ban runs out, the server no longer reports it: ask again.
  useEffect(() => {
    if (ended) void refreshSession(queryClient);
  }, [ended, queryClient]);

  const row = 'flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4';

  return (
    <main className="flex min-h-screen items-center justify-center bg-neutral-950 px-4 py-10 text-neutral-100">
      <title>{authTexts.pageTitle(texts.title)}</title>
      <section
        aria-labelledby="ban-title"
        className="flex w-full max-w-lg flex-col gap-6 rounded-lg border border-red-900 bg-neutral-900 p-8"
      >
        <div className="flex flex-col items-center gap-3 text-center">
          <ShieldAlert aria-hidden="true" className="size-12 text-red-500" />
          <h1 id="ban-title" className="text-2xl font-black tracking-widest text-red-500">
            {texts.title}
          </h1>
          <p className="text-neutral-300">{texts.intro}</p>
        </div>

        <dl className="flex flex-col gap-3 rounded-md bg-neutral-950 p-4 text-sm">
          <div className={row}>
            <dt className="text-neutral-400">{texts.reason}</dt>
            <dd className="font-medium">{ban.reason}</dd>
          </div>
          <div className={row}>
            <dt className="text-neutral-400">{texts.type}</dt>
            <dd className="font-bold text-red-400">
              {permanent ? texts.permanent : texts.temporary}
            </dd>
          </div>
          {!permanent && remaining && (
            <div className={row}>
              <dt className="text-neutral-400">{texts.remaining}</dt>
              <dd className="font-medium">{remaining}</dd>
            </div>
          )}
          <div className={row}>
            <dt className="text-neutral-400">{texts.since}</dt>
            <dd>{formatDateTime(ban.created_at)}</dd>
          </div>
          <div className={row}>
            <dt className="text-neutral-400">{texts.until}</dt>
            <dd>{ban.banned_until ? formatDateTime(ban.banned_until) : texts.untilPermanent}</dd>
          </div>
        </dl>

        <p className="text-sm text-neutral-300">
          {permanent || !ban.banned_until
            ? texts.permanentExplanation
            : texts.temporaryExplanation(formatDateTime(ban.banned_until))}
        </p>

        <BanAppeal ban={ban} />

        <div className="flex flex-col gap-3 sm:flex-row">
          <a
            href={supportHref(ban.reason)}
            className="flex-1 rounded-md border border-neutral-700 px-4 py-2 text-center font-semibold hover:bg-neutral-800"
          >
            {texts.contactSupport}
          </a>
          <button
            type="button"
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
            className="flex-1 rounded-md bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700 disabled:opacity-60"
          >
            {logout.isPending ? authTexts.menu.loggingOut : texts.logout}
          </button>
        </div>
      </section>
    </main>
  );
}

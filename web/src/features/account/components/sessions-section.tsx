import { MonitorSmartphone } from 'lucide-react';

import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { useEndOtherSessions, useEndSession, useSessions } from '@/features/account/api/sessions';
import { useFlash } from '@/features/account/hooks/use-flash';
import { accountTexts } from '@/features/account/texts';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';

const texts = accountTexts.sessions;

/** How long the notice of an ended session shows. */
const NOTICE_MS = 3000;

/**
 * The member's signed-in devices ('Appareils connectés'): each with its browser and
 * system, when it signed in and was last used, « Cet appareil » for this browser; end
 * one, or every other one.
 */
export function SessionsSection() {
  const sessions = useSessions();
  const notice = useFlash(NOTICE_MS);
  const end = useEndSession({ mutationConfig: { onSuccess: () => notice.show(texts.ended) } });
  const endOthers = useEndOtherSessions({
    mutationConfig: { onSuccess: () => notice.show(texts.othersEnded) },
  });
  const list = sessions.data ?? [];
  const error = end.error ?? endOthers.error;

  return (
    <section aria-labelledby="sessions-title" className="flex flex-col gap-4">
      <h2 id="sessions-title" className="flex items-center gap-2 text-xl font-semibold">
        <MonitorSmartphone aria-hidden="true" className="size-5 text-red-500" />
        {texts.title}
      </h2>
      <p className="text-sm text-neutral-400">{texts.intro}</p>
      {sessions.isPending ? (
        <Spinner label={texts.loading} />
      ) : sessions.isError ? (
        <FormMessage tone="error">{getErrorMessage(sessions.error, texts.loadError)}</FormMessage>
      ) : (
        <ul className="flex flex-col divide-y divide-neutral-800 text-sm">
          {list.map((session) => (
            <li key={session.id} className="flex items-center justify-between gap-3 py-3">
              <div className="flex flex-col gap-0.5">
                <span className="font-medium">
                  {session.device}
                  {session.current && (
                    <span className="ml-2 rounded bg-green-900 px-2 py-0.5 text-xs text-green-200">
                      {texts.thisDevice}
                    </span>
                  )}
                </span>
                <span className="text-neutral-400">
                  {texts.since(formatDateTime(session.created_at))}
                </span>
                <span className="text-neutral-400">
                  {texts.lastSeen(formatDateTime(session.last_seen_at))}
                </span>
              </div>
              {!session.current && (
                <button
                  type="button"
                  aria-label={texts.endNamed(session.device)}
                  disabled={end.isPending}
                  onClick={() => end.mutate(session.id)}
                  className="rounded-md border border-neutral-700 px-3 py-1 hover:bg-neutral-800"
                >
                  {texts.end}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.some((session) => !session.current) && (
        <button
          type="button"
          disabled={endOthers.isPending}
          onClick={() => endOthers.mutate(undefined)}
          className="self-start rounded-md border border-red-800 px-4 py-2 text-sm text-red-300 hover:bg-red-950"
        >
          {texts.endOthers}
        </button>
      )}
      {notice.message && <FormMessage tone="success">{notice.message}</FormMessage>}
      {error && <FormMessage tone="error">{getErrorMessage(error, texts.error)}</FormMessage>}
    </section>
  );
}

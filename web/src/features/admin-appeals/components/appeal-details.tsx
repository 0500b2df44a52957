import { appealTexts as texts } from '@/features/admin-appeals/texts';
import { actorName } from '@/features/admin-appeals/utils/actor-name';
import { formatDateTime } from '@/lib/dates';
import type { AdminAppeal } from '@/types/api';

/** The ban an appeal contests: why, when, by whom, until when. */
export function BanSummary({ appeal }: { appeal: AdminAppeal }) {
  return (
    <div className="flex flex-col gap-0.5">
      <span>
        <span className="text-neutral-400">{texts.banReason} :</span> {appeal.ban_reason}
      </span>
      <span className="text-xs text-neutral-400">
        {texts.bannedOn(formatDateTime(appeal.ban_created_at))}{' '}
        {texts.bannedBy(actorName(null, appeal.banned_by_email))}
      </span>
      <span className="text-xs text-neutral-400">
        {appeal.banned_until ? texts.until(formatDateTime(appeal.banned_until)) : texts.permanent}
      </span>
      {appeal.ban_lifted && <span className="text-xs text-amber-300">{texts.banLifted}</span>}
    </div>
  );
}

/** The member's message and the team's note. */
export function AppealMessage({ appeal }: { appeal: AdminAppeal }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs text-neutral-400">
        {texts.sentOn(formatDateTime(appeal.created_at))}
      </span>
      <p className="break-words whitespace-pre-line">
        {appeal.message ?? <em className="text-neutral-400">{texts.erasedMessage}</em>}
      </p>
      {appeal.admin_notes && (
        <p className="rounded-md bg-neutral-950 px-2 py-1 text-neutral-200">
          <span className="font-semibold">{texts.notes} :</span> {appeal.admin_notes}
        </p>
      )}
      {appeal.decided_by && (
        <span className="text-xs text-neutral-400">
          {texts.decidedBy(actorName(appeal.decided_by, appeal.decided_by_email))}
        </span>
      )}
    </div>
  );
}

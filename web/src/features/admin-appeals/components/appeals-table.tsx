import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { AppealMessage, BanSummary } from '@/features/admin-appeals/components/appeal-details';
import { appealTexts as texts } from '@/features/admin-appeals/texts';
import type { AdminAppeal, AppealAction, AppealStatus } from '@/types/api';

const BADGES: Record<AppealStatus, string> = {
  pending: 'bg-amber-900 text-amber-100',
  accepted: 'bg-green-900 text-green-100',
  rejected: 'bg-red-900 text-red-100',
};

type AppealsTableProps = {
  appeals: AdminAppeal[];
  onFile: (appeal: AdminAppeal) => void;
  onDecide: (appeal: AdminAppeal, action: AppealAction) => void;
};

/** The appeals loaded so far: the member, the ban, the message, the status, the actions. */
export function AppealsTable({ appeals, onFile, onDecide }: AppealsTableProps) {
  const { table } = texts;
  const head = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-neutral-400 uppercase';
  const cell = 'px-3 py-3 align-top';

  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-800">
      <table aria-label={table.label} className="w-full min-w-[56rem] text-sm">
        <thead className="bg-neutral-900">
          <tr>
            {[table.member, table.ban, table.message, table.status, table.actions].map((name) => (
              <th key={name} scope="col" className={head}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {appeals.map((appeal) => {
            const status = appeal.status as AppealStatus;
            const who = appeal.user_email ?? texts.unknownUser;
            return (
              <tr key={appeal.id} className="border-t border-neutral-800">
                <td className={cell}>
                  {appeal.user_email ? (
                    <Link
                      to={paths.admin.users.getHref(appeal.user_email)}
                      className="font-medium break-all hover:text-red-400 hover:underline"
                    >
                      {appeal.user_email}
                    </Link>
                  ) : (
                    <span className="text-neutral-400">{texts.unknownUser}</span>
                  )}
                </td>
                <td className={cell}>
                  <BanSummary appeal={appeal} />
                </td>
                <td className={`${cell} max-w-md`}>
                  <AppealMessage appeal={appeal} />
                </td>
                <td className={cell}>
                  <span className={`rounded px-2 py-0.5 text-xs font-bold ${BADGES[status] ?? ''}`}>
                    {texts.status[status] ?? appeal.status}
                  </span>
                </td>
                <td className={cell}>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      aria-label={`${texts.file} · ${who}`}
                      onClick={() => onFile(appeal)}
                      className="rounded-md bg-neutral-800 px-3 py-1.5 hover:bg-neutral-700"
                    >
                      {texts.file}
                    </button>
                    {status === 'pending' && (
                      <>
                        <button
                          type="button"
                          aria-label={`${texts.actions.accept} · ${who}`}
                          onClick={() => onDecide(appeal, 'accept')}
                          className="rounded-md bg-green-800 px-3 py-1.5 text-white hover:bg-green-700"
                        >
                          {texts.actions.accept}
                        </button>
                        <button
                          type="button"
                          aria-label={`${texts.actions.reject} · ${who}`}
                          onClick={() => onDecide(appeal, 'reject')}
                          className="rounded-md border border-red-700 px-3 py-1.5 text-red-300 hover:bg-red-950"
                        >
                          {texts.actions.reject}
                        </button>
                      </>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

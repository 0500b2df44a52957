import { Link } from 'react-router-dom';

import { HistoryTabs } from '@/components/history/history-slot';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { AppealMessage, BanSummary } from '@/features/admin-appeals/components/appeal-details';
import { appealTexts as texts } from '@/features/admin-appeals/texts';
import type { AdminAppeal } from '@/types/api';

/** The member's file: the appeal and its ban, and their whole history (the audit
 * trail's tab), one click from the list. */
export function MemberFile({ appeal, onClose }: { appeal: AdminAppeal; onClose: () => void }) {
  const who = appeal.user_email ?? texts.unknownUser;
  return (
    <Modal title={texts.fileOf(who)} onClose={onClose} closeLabel={texts.closeDialog} wide>
      <HistoryTabs target={{ kind: 'user', id: appeal.user_id }} labels={texts.tabs}>
        <div className="flex flex-col gap-4 text-sm">
          <BanSummary appeal={appeal} />
          <AppealMessage appeal={appeal} />
          {appeal.user_email && (
            <Link
              to={paths.admin.users.getHref(appeal.user_email)}
              className="self-start text-red-400 underline hover:text-red-300"
            >
              {texts.openUser}
            </Link>
          )}
        </div>
      </HistoryTabs>
    </Modal>
  );
}

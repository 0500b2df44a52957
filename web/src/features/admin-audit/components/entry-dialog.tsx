import { Modal } from '@/components/ui/modal';
import { ChangesTable } from '@/features/admin-audit/components/changes-table';
import { adminAuditTexts as texts } from '@/features/admin-audit/texts';
import { actionName, kindName } from '@/features/admin-audit/utils/format';
import { formatDateTime } from '@/lib/dates';
import type { AuditEntry } from '@/types/api';

const { entry: t } = texts;

/** One entry of the trail: when, who, on what, and its values before and after. */
export function EntryDialog({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const rows: [string, string][] = [
    [t.when, formatDateTime(entry.at)],
    [t.actor, entry.actor.label],
    [t.target, `${kindName(entry.target.kind)} · ${entry.target.label ?? entry.target.id}`],
    [t.summary, entry.summary],
  ];
  return (
    <Modal
      title={`${t.title} : ${actionName(entry.action)}`}
      onClose={onClose}
      closeLabel={texts.closeDialog}
      wide
    >
      <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-neutral-400">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="font-semibold">{t.changes}</h3>
      <ChangesTable changes={entry.changes} label={t.changes} />
    </Modal>
  );
}

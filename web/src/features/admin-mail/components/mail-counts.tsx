import { adminMailTexts as texts } from '@/features/admin-mail/texts';
import type { MailList } from '@/types/api';

/** How many mails wait, failed and were given up. */
export function MailCounts({ counts }: { counts: Pick<MailList, keyof typeof texts.counts> }) {
  const keys = Object.keys(texts.counts) as (keyof typeof texts.counts)[];
  return (
    <dl aria-label={texts.countsLabel} className="grid gap-4 sm:grid-cols-3">
      {keys.map((key) => (
        <div key={key} className="rounded-lg border border-neutral-800 bg-neutral-900 p-4">
          <dt className="text-sm text-neutral-400">{texts.counts[key]}</dt>
          <dd className="text-2xl font-semibold">{counts[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

import { Flag } from 'lucide-react';
import { useState } from 'react';

import { reportTexts as t } from '@/features/reports/texts';
import { ReportModal } from './report-modal';

import type { WatchTarget } from '@/types/watch';

/**
 * The report button of the film and series pages and its modal. While an episode
 * plays, the report is about that episode. `signedIn` comes from the route (a visitor
 * of a public catalogue sees the button and is asked to sign in).
 */
export function ReportButton({ target, signedIn }: { target: WatchTarget; signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-2 rounded-md border border-neutral-600 px-3 py-2 text-sm font-semibold text-neutral-100 hover:bg-neutral-800"
      >
        <Flag className="size-4" aria-hidden="true" />
        {t.button}
      </button>
      {open && <ReportModal target={target} signedIn={signedIn} onClose={() => setOpen(false)} />}
    </>
  );
}

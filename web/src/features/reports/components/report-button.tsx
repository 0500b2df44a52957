import { Flag } from 'lucide-react';
import { useState } from 'react';

import { reportTexts as t } from '../texts';
import { ReportModal } from './report-modal';

import type { WatchTarget } from '@/types/watch';

/**
 * The report button of the film and series pages and its modal. While an episode
 * plays, the report is about that episode.
 */
export function ReportButton({ target }: { target: WatchTarget }) {
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
      {open && <ReportModal target={target} onClose={() => setOpen(false)} />}
    </>
  );
}

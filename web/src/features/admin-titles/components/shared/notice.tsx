import { X } from 'lucide-react';

import { adminTitlesTexts as texts } from '@/features/admin-titles/texts';

export type Notice = { tone: 'success' | 'error'; text: string } | null;

/** The line above a list that tells how the last action went. */
export function NoticeLine({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  if (!notice) return null;
  return (
    <div
      role={notice.tone === 'error' ? 'alert' : 'status'}
      className={`flex items-center justify-between gap-4 rounded-md px-4 py-3 text-sm ${
        notice.tone === 'error' ? 'bg-red-950 text-red-300' : 'bg-green-950 text-green-300'
      }`}
    >
      <span>{notice.text}</span>
      <button type="button" aria-label={texts.closeDialog} onClick={onDismiss}>
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

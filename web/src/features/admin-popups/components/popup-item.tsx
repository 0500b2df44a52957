import { CheckCircle2, Pencil, Trash2 } from 'lucide-react';

import { PREVIEW_CHARACTERS, adminPopupsTexts as texts } from '@/features/admin-popups/texts';
import type { Popup } from '@/types/api';

type PopupItemProps = {
  popup: Popup;
  onEdit: () => void;
  onActivate: () => void;
  onDelete: () => void;
  activating: boolean;
};

/** The first characters of a message's content, and its length. */
function excerpt(content: string): string {
  const characters = [...content];
  return characters.length > PREVIEW_CHARACTERS
    ? `${characters.slice(0, PREVIEW_CHARACTERS).join('')}...`
    : content;
}

/** One message of the list, with its actions. */
export function PopupItem({ popup, onEdit, onActivate, onDelete, activating }: PopupItemProps) {
  const buttonClass =
    'inline-flex items-center gap-1 rounded-md border border-neutral-700 px-3 py-1.5 text-sm hover:bg-neutral-800 disabled:opacity-60';
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-neutral-800 bg-neutral-900 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold break-words">{popup.title}</h3>
        {popup.is_active && (
          <span className="rounded-full bg-green-900 px-2 py-0.5 text-xs font-semibold text-green-200">
            {texts.list.active}
          </span>
        )}
      </div>
      <p className="text-sm break-words whitespace-pre-line text-neutral-300">
        {excerpt(popup.content)}
      </p>
      <p className="text-xs text-neutral-400">{texts.list.characters([...popup.content].length)}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onEdit}
          aria-label={texts.list.edit(popup.title)}
          className={buttonClass}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {texts.list.editShort}
        </button>
        {!popup.is_active && (
          <button
            type="button"
            onClick={onActivate}
            disabled={activating}
            aria-label={texts.list.activate(popup.title)}
            className={buttonClass}
          >
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {texts.list.activateShort}
          </button>
        )}
        <button
          type="button"
          onClick={onDelete}
          aria-label={texts.list.delete(popup.title)}
          className={`${buttonClass} text-red-300`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {texts.list.deleteShort}
        </button>
      </div>
    </li>
  );
}

import { X } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';

import { useDialogFocus } from '@/hooks/use-dialog-focus';

type ModalProps = {
  title: string;
  onClose: () => void;
  /** The label of the close button (French text comes from the caller's texts). */
  closeLabel: string;
  /** Long forms (a film, a series) take a wider panel. */
  wide?: boolean;
  children: ReactNode;
};

/**
 * The app's one modal dialog: named by its title, closed by Escape, the close button
 * or a click on the backdrop; it holds the keyboard while open (`useDialogFocus`).
 */
export function Modal({ title, onClose, closeLabel, wide = false, children }: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useDialogFocus(panelRef, {
    onClose,
    // The first field or action, rather than the close button at the top.
    initialFocus: () =>
      panelRef.current?.querySelector<HTMLElement>(
        'input:not([type="hidden"]), textarea, select, button:not([data-close])',
      ),
  });

  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/70 px-4"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`flex max-h-[90vh] w-full ${wide ? 'max-w-3xl' : 'max-w-lg'} flex-col gap-4 overflow-y-auto rounded-lg border border-neutral-800 bg-neutral-900 p-6 text-neutral-100 shadow-2xl`}
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold break-all">
            {title}
          </h2>
          <button
            type="button"
            data-close
            aria-label={closeLabel}
            onClick={onClose}
            className="rounded p-1 text-neutral-400 hover:bg-neutral-800 hover:text-white"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

import { useEffect, useRef, type RefObject } from 'react';

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** The dialogs open now, the last one on top: only the top one answers the keyboard. */
const openDialogs: RefObject<HTMLElement | null>[] = [];

/**
 * What Tab stops on inside `root`, in order: visible, enabled, not taken out by
 * `tabindex="-1"`, and one stop per radio group (its checked radio, else its first),
 * as the browser does.
 */
export function tabbables(root: HTMLElement): HTMLElement[] {
  const seenGroups = new Set<string>();
  const all = Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[hidden], [inert]') &&
      (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
  return all.filter((element) => {
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) {
      return true;
    }
    const group = all.filter(
      (other): other is HTMLInputElement =>
        other instanceof HTMLInputElement && other.type === 'radio' && other.name === element.name,
    );
    const stop = group.find((radio) => radio.checked) ?? group[0];
    if (seenGroups.has(element.name) || stop !== element) return false;
    seenGroups.add(element.name);
    return true;
  });
}

type DialogFocusOptions = {
  /** Called on Escape, wherever the focus is, while this dialog is the top one. */
  onClose: () => void;
  /** What takes the focus on opening; else the dialog's first stop, else the dialog. */
  initialFocus?: () => HTMLElement | null | undefined;
};

/**
 * The keyboard of a modal dialog (WAI-ARIA's dialog pattern), for every dialog of the
 * app: the focus moves inside on opening; Tab and Shift+Tab go round its stops and
 * never leave it; Escape closes it, also when the focus went elsewhere; on closing,
 * the focus goes back to what had it before (the button that opened the dialog).
 * Dialogs opened over a dialog stack: only the top one answers.
 */
export function useDialogFocus(
  dialogRef: RefObject<HTMLElement | null>,
  { onClose, initialFocus }: DialogFocusOptions,
) {
  // The latest callbacks, read by listeners installed once.
  const onCloseRef = useRef(onClose);
  const initialFocusRef = useRef(initialFocus);
  useEffect(() => {
    onCloseRef.current = onClose;
    initialFocusRef.current = initialFocus;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement;
    openDialogs.push(dialogRef);
    const isTop = () => openDialogs[openDialogs.length - 1] === dialogRef;
    (initialFocusRef.current?.() ?? tabbables(dialog)[0] ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop() || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      event.preventDefault();
      const stops = tabbables(dialog);
      if (stops.length === 0) return dialog.focus();
      const active = document.activeElement;
      let index = stops.findIndex((stop) => stop === active);
      // A radio that is not its group's stop counts as the group's place.
      if (index === -1 && active instanceof HTMLInputElement && active.type === 'radio') {
        index = stops.findIndex(
          (stop) => stop instanceof HTMLInputElement && stop.name === active.name,
        );
      }
      const next =
        index === -1
          ? event.shiftKey
            ? stops.length - 1
            : 0
          : (index + (event.shiftKey ? -1 : 1) + stops.length) % stops.length;
      stops[next]?.focus();
    };
    // The focus sent behind the dialog (a click outside, a script) comes back into it.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTop() || !(event.target instanceof Node) || dialog.contains(event.target)) return;
      (tabbables(dialog)[0] ?? dialog).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      openDialogs.splice(openDialogs.indexOf(dialogRef), 1);
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [dialogRef]);
}

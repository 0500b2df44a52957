type FormActionsProps = {
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  /** Kept from submitting (a required field still empty), besides while pending. */
  disabled?: boolean;
  /** Outside a form: what the confirming button does (inside one, it submits it). */
  onConfirm?: () => void;
};

/** Cancel and confirm, at the foot of a form or a dialog; the confirmation says it is under way. */
export function FormActions({
  pending,
  submitLabel,
  pendingLabel,
  cancelLabel,
  onCancel,
  disabled = false,
  onConfirm,
}: FormActionsProps) {
  return (
    <div className="flex justify-end gap-2 sm:col-span-2">
      <button
        type="button"
        onClick={onCancel}
        className="rounded-md border border-neutral-700 px-4 py-2 text-sm hover:bg-neutral-800"
      >
        {cancelLabel}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        disabled={disabled || pending}
        className="rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
      >
        {pending ? pendingLabel : submitLabel}
      </button>
    </div>
  );
}

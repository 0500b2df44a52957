type SubmitButtonProps = {
  pending: boolean;
  label: string;
  pendingLabel: string;
  disabled?: boolean;
};

/** The red submit button of the account forms, with its waiting label. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  disabled = false,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      className="rounded-md bg-red-600 px-4 py-2.5 font-bold tracking-wide text-white hover:bg-red-700 disabled:opacity-60"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}

import type { InputHTMLAttributes } from 'react';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string };

export const fieldClass =
  'w-full rounded-md border border-neutral-700 bg-neutral-950 px-3 py-2 text-sm text-neutral-100 focus:border-red-600 focus:outline-none';

/** A labelled input of the account forms. */
export function TextField({ label, className = '', ...input }: TextFieldProps) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <input {...input} className={`${fieldClass} ${className}`} />
    </label>
  );
}

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

import { fieldClass } from '@/components/ui/text-field';

type Bound = {
  label: string;
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

/** A label over its control and, when refused, the message beside it (its description). */
function Labelled({
  label,
  error,
  errorId,
  children,
  className = '',
}: {
  label: string;
  error?: string;
  errorId: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-1 text-sm ${className}`}>
      <label className="flex flex-col gap-1">
        {label}
        {children}
      </label>
      {error && (
        <p id={errorId} className="text-xs text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

const invalidProps = (error: string | undefined, errorId: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorId : undefined,
});

type InputFieldProps = Bound &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name'> & {
    wide?: boolean;
  };

/** A text, number, URL or date input of the title forms. */
export function InputField({
  label,
  name,
  value,
  error,
  onChange,
  wide = false,
  ...input
}: InputFieldProps) {
  const errorId = useId();
  return (
    <Labelled label={label} error={error} errorId={errorId} className={wide ? 'sm:col-span-2' : ''}>
      <input
        {...input}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClass}
        {...invalidProps(error, errorId)}
      />
    </Labelled>
  );
}

export function TextAreaField({ label, name, value, error, onChange }: Bound) {
  const errorId = useId();
  return (
    <Labelled label={label} error={error} errorId={errorId} className="sm:col-span-2">
      <textarea
        name={name}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClass}
        {...invalidProps(error, errorId)}
      />
    </Labelled>
  );
}

type SelectFieldProps = Bound & {
  options: readonly { value: string; label: string }[];
  /** The label of an empty choice, when one is allowed. */
  empty?: string;
};

/** A select; a current value missing from the options (an older entry) stays choosable. */
export function SelectField({
  label,
  name,
  value,
  error,
  onChange,
  options,
  empty,
}: SelectFieldProps) {
  const errorId = useId();
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <Labelled label={label} error={error} errorId={errorId}>
      <select
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClass}
        {...invalidProps(error, errorId)}
      >
        {empty !== undefined && <option value="">{empty}</option>}
        {!known && <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

type CheckboxFieldProps = {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

export function CheckboxField({ label, name, checked, onChange }: CheckboxFieldProps) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-red-600"
      />
      {label}
    </label>
  );
}

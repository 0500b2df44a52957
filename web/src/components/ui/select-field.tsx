import type { SelectHTMLAttributes } from 'react';

import { fieldClass } from '@/components/ui/text-field';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
  label: string;
  options: readonly { value: string; label: string }[];
};

/** A labelled choice among `options`, as the admin lists filter. */
export function SelectField({ label, options, ...select }: SelectFieldProps) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <select {...select} className={fieldClass}>
        {options.map(({ value, label: name }) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}

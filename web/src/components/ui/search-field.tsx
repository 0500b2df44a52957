import { Search } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';

import { fieldClass } from '@/components/ui/text-field';

type SearchFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  label: string;
  /** The label's place in its row (`flex-1`: it takes the room the filters leave). */
  className?: string;
};

/** The labelled search box of the admin lists, a magnifier at its start. */
export function SearchField({ label, className = '', ...input }: SearchFieldProps) {
  return (
    <label className={`flex flex-col gap-1 text-sm ${className}`}>
      {label}
      <span className="relative">
        <Search
          aria-hidden="true"
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500"
        />
        <input {...input} type="search" className={`${fieldClass} pl-9`} />
      </span>
    </label>
  );
}

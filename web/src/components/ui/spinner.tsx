import { LoaderCircle } from 'lucide-react';

import { layoutTexts } from '@/components/layouts/texts';

type SpinnerProps = {
  label?: string;
  className?: string;
};

/** A spinning icon with a visible text, announced politely to screen readers. */
export function Spinner({ label = layoutTexts.loading, className = '' }: SpinnerProps) {
  return (
    <div role="status" className={`flex items-center gap-2 text-neutral-400 ${className}`}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      <span>{label}</span>
    </div>
  );
}

/** The full-page loading state ('Chargement...'). */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner />
    </div>
  );
}

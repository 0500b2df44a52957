import type { ReactNode } from 'react';

type InfoPanelProps = {
  title: string;
  rows: [label: string, value: ReactNode][];
};

/** A titled list of label / value pairs; empty values are left out. */
export function InfoPanel({ title, rows }: InfoPanelProps) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <section aria-label={title} className="rounded-lg border border-neutral-800 bg-neutral-900 p-4">
      <h2 className="mb-3 text-lg font-bold">{title}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {shown.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-neutral-400">{label}</dt>
            <dd className="text-neutral-100">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

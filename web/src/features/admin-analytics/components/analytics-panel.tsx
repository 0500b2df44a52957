import { type ReactNode, useId } from 'react';

/** A panel of the analytics screen: its title (which names the region), the controls
 * beside it, and its content. */
export function AnalyticsPanel({
  title,
  controls,
  children,
}: {
  title: string;
  controls?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-neutral-800 bg-neutral-900 p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        {controls}
      </div>
      {children}
    </section>
  );
}

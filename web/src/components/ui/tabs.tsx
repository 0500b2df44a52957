import { useId, useState, type ReactNode } from 'react';

type Tab = { id: string; label: string; content: ReactNode };

/**
 * Tabs over one panel (WAI-ARIA tabs pattern): a tab list named `label`, the selected
 * tab's panel below. Only the selected panel is rendered, so a tab's data loads when
 * it is opened.
 */
export function Tabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  const [selected, setSelected] = useState(tabs[0]?.id);
  const prefix = useId();
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={label} className="flex gap-2 border-b border-neutral-800">
        {tabs.map((tab) => {
          const active = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${prefix}-${tab.id}-tab`}
              aria-selected={active}
              aria-controls={`${prefix}-${tab.id}-panel`}
              onClick={() => setSelected(tab.id)}
              className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
                active
                  ? 'border-red-600 text-white'
                  : 'border-transparent text-neutral-400 hover:text-white'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${prefix}-${current.id}-panel`}
          aria-labelledby={`${prefix}-${current.id}-tab`}
        >
          {current.content}
        </div>
      )}
    </div>
  );
}

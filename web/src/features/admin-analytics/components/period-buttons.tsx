/** A group of toggle buttons choosing a period; the chosen one is pressed. */
export function PeriodButtons<P extends string>({
  label,
  periods,
  names,
  value,
  onChange,
}: {
  label: string;
  periods: readonly P[];
  names: Record<P, string>;
  value: P;
  onChange: (period: P) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {periods.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={value === period}
          onClick={() => onChange(period)}
          className={`rounded-md px-3 py-1.5 text-sm ${value === period ? 'bg-red-600 text-white' : 'border border-neutral-700 hover:bg-neutral-800'}`}
        >
          {names[period]}
        </button>
      ))}
    </div>
  );
}

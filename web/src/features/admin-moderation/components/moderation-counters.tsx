/** One counter: its label, its value once read, the colour of the value. */
export type Counter = { key: string; label: string; value: number | undefined; accent: string };

type ModerationCountersProps = { label: string; counters: Counter[] };

/** The counters of a moderation screen: every row, by status, whatever the filters. */
export function ModerationCounters({ label, counters }: ModerationCountersProps) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {counters.map(({ key, label: name, value, accent }) => (
        <li key={key} className="rounded-lg border border-neutral-800 bg-neutral-900 p-4">
          <p className="text-xs text-neutral-400">{name}</p>
          <p className={`text-2xl font-bold ${accent}`}>{value ?? '…'}</p>
        </li>
      ))}
    </ul>
  );
}

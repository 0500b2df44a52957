import { adminTitlesTexts as texts } from '@/features/admin-titles/texts';

export type StatCard = { label: string; value: number | undefined; accent: string };

type StatCardsProps = { label: string; cards: StatCard[]; isError: boolean };

const columns: Record<number, string> = {
  4: 'sm:grid-cols-4',
  6: 'sm:grid-cols-3 lg:grid-cols-6',
};

/** The counters above a title list. */
export function StatCards({ label, cards, isError }: StatCardsProps) {
  if (isError) {
    return (
      <p role="alert" className="rounded-md bg-red-950 px-4 py-3 text-red-300">
        {texts.statsError}
      </p>
    );
  }

  return (
    <ul aria-label={label} className={`grid grid-cols-2 gap-3 ${columns[cards.length] ?? ''}`}>
      {cards.map((card) => (
        <li key={card.label} className="rounded-lg border border-neutral-800 bg-neutral-900 p-4">
          <p className="text-xs text-neutral-400">{card.label}</p>
          <p className={`text-2xl font-bold ${card.accent}`}>
            {card.value === undefined ? '…' : card.value.toLocaleString('fr-FR')}
          </p>
        </li>
      ))}
    </ul>
  );
}

import type { SearchHit } from '@/features/search/api/types';
import { searchTexts as texts } from '@/features/search/texts';

type SuggestionListProps = {
  id: string;
  movies: SearchHit[];
  series: SearchHit[];
  /** Index of the highlighted hit in films then series, or -1. */
  active: number;
  optionId: (index: number) => string;
  onPick: (hit: SearchHit) => void;
};

/** The films, then the series, suggested under the search box. */
export function SuggestionList({
  id,
  movies,
  series,
  active,
  optionId,
  onPick,
}: SuggestionListProps) {
  const groups = [
    { label: texts.box.movies, hits: movies, start: 0 },
    { label: texts.box.series, hits: series, start: movies.length },
  ].filter((group) => group.hits.length > 0);

  return (
    <div
      id={id}
      role="listbox"
      aria-label={texts.box.suggestions}
      className="absolute top-full right-0 left-0 z-30 mt-1 overflow-hidden rounded-md border border-neutral-700 bg-neutral-900 shadow-xl"
    >
      {groups.map((group) => (
        <div key={group.label} role="group" aria-label={group.label}>
          <p className="px-3 pt-2 pb-1 text-xs font-bold tracking-wide text-neutral-400 uppercase">
            {group.label}
          </p>
          {group.hits.map((hit, i) => {
            const index = group.start + i;
            return (
              <div
                key={hit.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keeps the focus in the box: the blur would hide the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onPick(hit)}
                className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${
                  index === active ? 'bg-neutral-700' : 'hover:bg-neutral-800'
                }`}
              >
                <img src={hit.poster_url} alt="" className="h-12 w-8 rounded object-cover" />
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-semibold text-neutral-100">{hit.title}</span>
                  <span className="truncate text-xs text-neutral-400">
                    {[hit.release_year, hit.director].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

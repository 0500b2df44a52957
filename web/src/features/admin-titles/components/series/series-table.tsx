import type { SeriesKind } from '@/features/admin-titles/api/keys';
import { SeriesRow, type SeriesAction } from '@/features/admin-titles/components/series/series-row';
import { TitleTable } from '@/features/admin-titles/components/shared/title-table';
import { adminTitlesTexts as texts, seriesKindTexts } from '@/features/admin-titles/texts';
import type { SeriesRow as Series } from '@/types/api';

type SeriesTableProps = {
  kind: SeriesKind;
  series: Series[];
  onOpen: (action: SeriesAction, series: Series) => void;
};

const { table } = texts;
const columns = [
  table.poster,
  table.title,
  table.director,
  table.country,
  table.seasons,
  table.year,
  table.rating,
  table.views,
  table.status,
  table.badges,
  table.actions,
];

/** The series (or animes) loaded so far. */
export function SeriesTable({ kind, series, onOpen }: SeriesTableProps) {
  return (
    <TitleTable label={seriesKindTexts[kind].tableLabel} columns={columns}>
      {series.map((row) => (
        <SeriesRow key={row.id} kind={kind} series={row} onOpen={onOpen} />
      ))}
    </TitleTable>
  );
}

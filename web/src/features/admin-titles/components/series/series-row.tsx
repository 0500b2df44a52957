import { Eye, ListVideo, Pencil, Trash2 } from 'lucide-react';

import { paths } from '@/config/paths';
import { ratingText } from '@/features/admin-titles/utils/format';
import { formatViews } from '@/lib/format';
import type { SeriesKind } from '@/features/admin-titles/api/keys';
import { IconButton, IconLink } from '@/components/ui/icon-button';
import {
  cell,
  LeadCells,
  TitleBadges,
} from '@/features/admin-titles/components/shared/title-cells';
import { adminTitlesTexts as texts, seriesKindTexts } from '@/features/admin-titles/texts';
import { type SeriesRow as Series, isSeriesStatus } from '@/types/api';

export type SeriesAction = 'edit' | 'delete' | 'episodes';

type SeriesRowProps = {
  kind: SeriesKind;
  series: Series;
  onOpen: (action: SeriesAction, series: Series) => void;
};

/** One series or anime of the admin list; its title links to its page. */
export function SeriesRow({ kind, series, onOpen }: SeriesRowProps) {
  const { actions, none, table } = texts;
  const kindTexts = seriesKindTexts[kind];
  const href = paths.seriesDetail.getHref(series.id);

  return (
    <tr className="border-b border-neutral-800 align-top">
      <LeadCells title={series} href={href} />
      <td className={cell}>{series.director ?? kindTexts.unknownDirector}</td>
      <td className={cell}>{series.country ?? none}</td>
      <td className={`${cell} whitespace-nowrap`}>
        {table.seasonsEpisodes(series.total_seasons ?? 0, series.total_episodes ?? 0)}
      </td>
      <td className={cell}>{series.release_year ?? none}</td>
      <td className={`${cell} whitespace-nowrap`}>{ratingText(series.rating)}</td>
      <td className={cell}>{formatViews(series.views_count)}</td>
      <td className={cell}>
        {isSeriesStatus(series.status) ? kindTexts.status[series.status] : series.status || none}
      </td>
      <td className={cell}>
        <TitleBadges featured={series.is_featured} isNew={series.is_new} />
      </td>
      <td className={cell}>
        <div className="flex">
          <IconLink label={actions.view(series.title)} icon={Eye} to={href} />
          <IconButton
            label={actions.episodes(series.title)}
            icon={ListVideo}
            onClick={() => onOpen('episodes', series)}
          />
          <IconButton
            label={actions.edit(series.title)}
            icon={Pencil}
            onClick={() => onOpen('edit', series)}
          />
          <IconButton
            label={actions.delete(series.title)}
            icon={Trash2}
            danger
            onClick={() => onOpen('delete', series)}
          />
        </div>
      </td>
    </tr>
  );
}

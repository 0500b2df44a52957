import type { Episode, Season } from '@/types/api';

/** Every episode in watching order (season, then episode number). */
export function episodeOrder(seasons: Season[]): Episode[] {
  return [...seasons]
    .sort((a, b) => a.season_number - b.season_number)
    .flatMap((season) => [...season.episodes].sort((a, b) => a.episode_number - b.episode_number));
}

/** The episodes before and after `id` in watching order (across seasons). */
export function neighbours(order: Episode[], id: string | undefined) {
  const index = order.findIndex((episode) => episode.id === id);
  if (index < 0) return { previous: undefined, next: undefined };
  return { previous: order[index - 1], next: order[index + 1] };
}

/** True for an episode title that is only its number ('Épisode 1', 'Ep. 1', '1'). */
export function isNumberOnly(title: string, n: number): boolean {
  const plain = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return ['', 'episode', 'ep', 'e'].some((prefix) => plain === `${prefix}${n}`);
}

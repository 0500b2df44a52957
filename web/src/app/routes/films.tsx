import { TitleList } from '@/features/catalogue/components/title-list';

/** /films */
export function FilmsRoute() {
  return <TitleList kind="movies" />;
}

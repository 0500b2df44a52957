import { TitleList } from '@/features/catalogue/components/title-list';

/** /series */
export function SeriesListRoute() {
  return <TitleList kind="series" />;
}

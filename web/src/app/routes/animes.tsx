import { TitleList } from '@/features/catalogue/components/title-list';

/** /animes: the animes, listed as /series lists series. */
export function AnimesRoute() {
  return <TitleList kind="animes" />;
}

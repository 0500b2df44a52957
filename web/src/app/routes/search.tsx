import { SearchPage } from '@/features/search/components/search-page';

/** /search?q= */
export function SearchRoute() {
  return <SearchPage />;
}

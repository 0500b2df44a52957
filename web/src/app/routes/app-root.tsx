import { Outlet } from 'react-router-dom';

import { MainLayout } from '@/components/layouts/main-layout';
import type { NavItem } from '@/components/layouts/nav-item';
import { layoutTexts } from '@/components/layouts/texts';
import { ANIME_GENRE_SLUG, paths } from '@/config/paths';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { CatalogueCounts } from '@/features/catalogue/components/catalogue-counts';
import { GenreMenu } from '@/features/genres/components/genre-menu';
import { SearchBox } from '@/features/search/components/search-box';

const { nav } = layoutTexts;

const navItems: NavItem[] = [
  { label: nav.home, to: paths.home.getHref() },
  { label: nav.films, to: paths.films.getHref(), menu: <GenreMenu category="Films" /> },
  { label: nav.series, to: paths.series.getHref(), menu: <GenreMenu category="Séries" /> },
  { label: nav.animes, to: paths.genre.getHref(ANIME_GENRE_SLUG) },
  { label: nav.donation, to: paths.donation.getHref() },
];

/** The member layout: header with the genre menus, the search box and the account corner, the page, the footer. */
export function AppRoot() {
  return (
    <MainLayout
      navItems={navItems}
      account={<AccountMenu />}
      search={<SearchBox />}
      counts={<CatalogueCounts />}
    >
      <Outlet />
    </MainLayout>
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';

import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFavourites } from '@/features/favourites/api/get-favourites';
import { useSetFavourite } from '@/features/favourites/api/set-favourite';
import { FavouriteItem } from '@/features/favourites/components/favourite-item';
import { favouritesTexts as texts } from '@/features/favourites/texts';

const link = 'text-sm font-semibold text-red-400 underline hover:text-red-300';

/**
 * /favorites (spec: "Favourites"): the member's films and series, newest first, each
 * with a remove action; links to /profile and /films. Signed out, a prompt to sign in.
 */
export function FavouritesPage({ signedIn }: { signedIn: boolean }) {
  if (!signedIn) {
    return (
      <section className="flex flex-col items-center gap-4 py-16 text-center">
        <title>{texts.pageTitle}</title>
        <h1 className="text-2xl font-bold">{texts.title}</h1>
        <p>{texts.signedOut}</p>
        <Link to={paths.login.getHref()} className={link}>
          {texts.signIn}
        </Link>
      </section>
    );
  }
  return <FavouriteList />;
}

function FavouriteList() {
  const favourites = useFavourites();
  const removal = useSetFavourite();
  const [failed, setFailed] = useState(false);

  const remove = (kind: 'movie' | 'series', id: string) => {
    setFailed(false);
    removal.mutate({ kind, id, favourite: false }, { onError: () => setFailed(true) });
  };

  return (
    <section className="flex flex-col gap-6 py-6">
      <title>{texts.pageTitle}</title>
      <nav className="flex flex-wrap gap-4">
        <Link to={paths.profile.getHref()} className={link}>
          {texts.backToProfile}
        </Link>
        <Link to={paths.films.getHref()} className={link}>
          {texts.browseFilms}
        </Link>
      </nav>
      <header className="flex flex-col gap-1">
        <h1 id="favourites-title" className="text-3xl font-black">
          {texts.title}
        </h1>
        <p className="text-sm text-neutral-300">{texts.intro}</p>
      </header>
      {failed && (
        <p role="alert" className="rounded-md bg-red-900/60 px-3 py-2 text-sm text-red-100">
          {texts.removeError}
        </p>
      )}
      {favourites.isPending ? (
        <PageSpinner />
      ) : favourites.isError ? (
        <p role="alert">{texts.loadError}</p>
      ) : favourites.data.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <ul
          aria-labelledby="favourites-title"
          className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-6"
        >
          {favourites.data.map((card) => (
            <FavouriteItem
              key={`${card.content_type}-${card.id}`}
              card={card}
              removing={removal.isPending && removal.variables.id === card.id}
              onRemove={() => remove(card.content_type, card.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

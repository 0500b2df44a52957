/** Texts of the favourites page and the heart button (docs/product.md, member side §2 "Favourites", §8). */
export const favouritesTexts = {
  title: 'Mes favoris',
  pageTitle: 'Mes favoris · Bobine',
  intro: 'Les films et séries que vous gardez pour plus tard, du plus récent au plus ancien.',
  signedOut: 'Vous devez être connecté pour voir vos favoris',
  signIn: 'Se connecter',
  backToProfile: '← Retour au profil',
  browseFilms: 'Découvrir des films',
  empty: "Vous n'avez pas encore de favori.",
  loading: 'Chargement...',
  loadError: 'Erreur lors du chargement des favoris',
  removeError: 'Erreur lors de la suppression du favori',
  remove: (title: string) => `Retirer ${title} des favoris`,
  removeShort: 'Retirer',
  movieTag: 'FILM',
  seriesTag: 'SÉRIE',
  seasons: (count: number) => `${count} saison${count > 1 ? 's' : ''}`,
  button: {
    add: 'Ajouter aux favoris',
    /** The pressed heart's name begins with its visible text ('Favori'), as axe's
     * label-content-name-mismatch asks, then says what a click does. */
    remove: 'Favori, retirer des favoris',
    added: 'Favori',
  },
};

/** Texts of the header search box and the search page (docs/product.md, member side §2, §5 and §9). */
export const searchTexts = {
  box: {
    label: 'Rechercher',
    placeholder: 'Rechercher un film, une série...',
    suggestions: 'Suggestions',
    movies: 'Films',
    series: 'Séries',
    seeAll: (q: string) => `Voir tous les résultats pour "${q}"`,
  },
  page: {
    /** The document title, the same for every query. */
    documentTitle: 'Recherche · Bobine',
    title: (q: string) => `Résultats pour "${q}"`,
    prompt: 'Tapez au moins 2 caractères pour rechercher',
    count: (n: number) => `${n} résultat${n > 1 ? 's' : ''}`,
    empty: (q: string) => `Aucun résultat pour "${q}"`,
    error: 'Erreur lors de la recherche',
    loadMore: 'Charger plus',
    sort: 'Trier par',
    order: 'Ordre',
    desc: 'Décroissant',
    asc: 'Croissant',
  },
  card: {
    movie: 'FILM',
    series: 'SÉRIE',
    rating: (stars: number) => `Note : ${stars} sur 5`,
  },
  sorts: {
    relevance: 'Pertinence',
    recent: 'Plus récents',
    year: 'Année',
    rating: 'Note',
    views: 'Vues',
    title: 'Titre',
    duration: 'Durée',
  },
} as const;

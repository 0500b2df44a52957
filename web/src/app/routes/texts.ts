/** Texts of the pages the app layer renders directly (placeholders of this stage). */
export const routeTexts = {
  pageTitle: (title: string) => `${title} · Bobine`,
  home: {
    title: 'Accueil',
    heading: 'Bienvenue sur Bobine',
    intro:
      "Le catalogue francophone de films, de séries et d'animés. Parcourez les genres depuis le menu FILMS ou SÉRIES.",
    films: 'Voir les films',
    series: 'Voir les séries',
  },
  admin: {
    title: 'Administration',
    intro: 'Gérez le catalogue et les comptes des membres.',
    backToSite: '← Retour au site',
  },
  analyst: {
    title: 'Analyse',
    intro:
      "Ce que votre rôle d'analyste permet de lire : le journal d'audit et l'historique de chaque élément, les statistiques, les projections et le journal brut des événements. Rien n'y est modifiable.",
  },
  comingSoon: {
    spectacles: 'Spectacles',
    documentaires: 'Documentaires',
    heading: 'Bientôt disponible',
    message: (section: string) =>
      `La section ${section} arrive bientôt sur Bobine. En attendant, découvrez nos films et nos séries.`,
    films: 'Voir les films',
    series: 'Voir les séries',
  },
  notFound: {
    title: 'Page introuvable',
    message: "La page que vous cherchez n'existe pas ou a été déplacée.",
    backHome: "← Retour à l'accueil",
  },
  error: {
    title: 'Une erreur est survenue',
    reload: 'Recharger la page',
    backHome: "← Retour à l'accueil",
  },
} as const;

/** Texts of the shared layout (header, footer, loading and error screens). */
export const layoutTexts = {
  logo: 'BOBINE',
  logoLabel: "Bobine, retour à l'accueil",
  mainNavLabel: 'Navigation principale',
  mobileNavLabel: 'Navigation mobile',
  helpNavLabel: 'Aide',
  skipToContent: 'Aller au contenu',
  backToAdmin: "← Retour à l'administration",
  backToAnalyst: "← Retour à l'analyse",
  /** The name of a navigation item's dropdown toggle ('Genres FILMS'). */
  genresOf: (label: string) => `Genres ${label}`,
  /** The visible line of a dropdown in the mobile menu. */
  genres: 'Genres',
  contact: 'Contact',
  faq: 'FAQ',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  nav: {
    home: 'ACCUEIL',
    films: 'FILMS',
    series: 'SÉRIES',
    animes: 'ANIMÉS',
    donation: 'DONATION',
  },
  footer: {
    tagline: 'Le catalogue francophone de films et de séries, porté par sa communauté.',
    donate: 'Soutenir Bobine',
    disclaimer:
      "Avertissement légal : Bobine n'héberge aucun fichier sur ses serveurs. Le site se contente de référencer des liens vers des contenus hébergés par des sites tiers, seuls responsables de ces contenus.",
    copyright: (year: number) => `© ${year} Bobine`,
  },
  loading: 'Chargement...',
} as const;

/** Texts of /request-content (docs/product.md, member side §2, §4, §5, §8 and §9). */
export const requestTexts = {
  title: 'Demander un contenu',
  pageTitle: 'Demander un contenu · Bobine',
  intro: 'Un film ou une série manque au catalogue ? Demandez-le à l’équipe.',
  quota: {
    title: 'Demandes de la semaine',
    used: (used: number, limit: number) => `${used} / ${limit} demandes utilisées`,
    resetsIn: (days: number) => (days <= 1 ? 'Demain' : `Dans ${days} jours`),
    resetLabel: 'Réinitialisation',
  },
  form: {
    title: 'Nouvelle demande',
    type: 'Type de contenu',
    movie: 'Film',
    series: 'Série',
    titleLabel: 'Titre *',
    year: 'Année',
    director: 'Réalisateur',
    creator: 'Créateur',
    genre: 'Genre',
    description: 'Description',
    descriptionPlaceholder: 'Pourquoi ce titre ? Une version en particulier (VF, VOSTFR) ?',
    submit: 'Envoyer la demande',
    sending: 'Envoi...',
    titleRequired: 'Le titre est requis',
    yearRange: "L'année doit être comprise entre 1900 et 2030",
  },
  success: 'Demande de film/série envoyée avec succès !',
  limit: 'Vous avez atteint la limite de 3 demandes par semaine',
  createError: 'Erreur lors de la création de la demande',
  sendError: "Erreur lors de l'envoi",
  mine: {
    title: 'Mes demandes',
    empty: 'Vous n’avez encore fait aucune demande.',
    loadError: 'Erreur lors du chargement',
    requestedOn: (date: string) => `Demandée le ${date}`,
  },
  timeline: {
    label: 'Suivi de la demande',
    submitted: 'Demande envoyée',
    noted: 'Nouvelle note de l’équipe',
    reopened: 'Remise en attente',
    note: (note: string) => `Note de l’équipe : ${note}`,
    steps: {
      approved: 'Approuvée par l’équipe',
      rejected: 'Rejetée par l’équipe',
      completed: 'Ajoutée au catalogue',
    } as Record<string, string>,
  },
  status: {
    pending: 'En attente',
    approved: 'Approuvée',
    rejected: 'Rejetée',
    completed: 'Ajoutée',
  } as Record<string, string>,
  tips: {
    title: 'Conseils',
    items: [
      'Vérifiez avec la recherche que le titre n’est pas déjà au catalogue.',
      'Indiquez l’année et le réalisateur (ou le créateur) pour éviter les confusions.',
      'Vous pouvez faire 3 demandes par semaine ; le compteur repart le lundi à minuit.',
      'Suivez ici l’état de vos demandes et les notes de l’équipe.',
    ],
  },
} as const;

/** How long the success message stays (docs/product.md, member side §8: 5 s). */
export const SUCCESS_MS = 5000;

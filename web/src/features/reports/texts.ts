/** Texts of the Report-a-problem modal (docs/product.md, member side §4, §5 and §8). */
export const reportTexts = {
  button: 'Signaler un problème',
  title: 'Signaler un problème',
  close: 'Fermer',
  about: (title: string) => `Contenu concerné : ${title}`,
  typeLegend: 'Type de problème',
  /** The six types of the spec, in its order, with the labels a member reads. */
  problemTypes: [
    { value: 'video_not_working', label: 'La vidéo ne fonctionne pas' },
    { value: 'audio_issue', label: 'Problème de son' },
    { value: 'subtitle_issue', label: 'Problème de sous-titres' },
    { value: 'quality_issue', label: "Mauvaise qualité d'image" },
    { value: 'wrong_content', label: 'Mauvais contenu (ce n’est pas le bon titre ou épisode)' },
    { value: 'other', label: 'Autre problème' },
  ],
  description: 'Description (facultative)',
  descriptionPlaceholder: 'Décrivez le problème rencontré…',
  submit: 'Envoyer le signalement',
  sending: 'Envoi...',
  sent: 'Merci ! Votre signalement a été envoyé à l’équipe.',
  signedOut: 'Vous devez être connecté pour signaler un problème',
  noType: 'Veuillez sélectionner le type de problème',
  failed: 'Erreur lors du signalement',
} as const;

/** Texts of the member's own reports under the report button. */
export const myReportTexts = {
  heading: 'Vos signalements',
  status: {
    pending: 'En attente',
    in_progress: 'En cours',
    resolved: 'Résolu',
    rejected: 'Rejeté',
  } as Record<string, string>,
  sentOn: (date: string) => `Envoyé le ${date}`,
  notes: (notes: string) => `Note de l'équipe : ${notes}`,
  timeline: {
    label: 'Suivi du signalement',
    filed: 'Signalement envoyé',
    steps: {
      pending: 'Remis en attente',
      in_progress: 'Pris en charge par l’équipe',
      resolved: 'Marqué résolu',
      rejected: 'Rejeté par l’équipe',
    } as Record<string, string>,
  },
};

/** The label a member reads for a problem type (the type itself if unknown). */
export function problemLabel(value: string): string {
  return reportTexts.problemTypes.find((type) => type.value === value)?.label ?? value;
}

/** The spec's delay before the modal closes after sending (docs/product.md, member side §9). */
export const CLOSE_AFTER_MS = 2000;

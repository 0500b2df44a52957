/** Texts of the integrity line of the audit trail (docs/adr/0037-hash-chain.md). */
export const integrityTexts = {
  label: 'Intégrité du journal',
  pending: "Vérification de l'intégrité en cours…",
  intact: (position: string, count: number) =>
    `Intégrité vérifiée jusqu'à l'événement ${position} (${count.toLocaleString('fr-FR')} événements)`,
  empty: 'Intégrité vérifiée : le journal est encore vide',
  head: 'Empreinte de la tête, à noter hors du serveur :',
  checkedAt: (at: string) => `Dernière vérification : ${at}`,
  broken: (position: string) => `Journal altéré : la chaîne est rompue à l'événement ${position}`,
  loadError: "L'intégrité du journal n'a pas pu être lue",
};

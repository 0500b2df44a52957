import type { ResponseWeeks, TopTab, Trend, VisitorPeriod } from '@/types/api';

/** Texts of the analytics screen (docs/product.md, admin area §2, §8 and §9). */
export const adminAnalyticsTexts = {
  title: 'Statistiques',
  subtitle: 'Visiteurs du site, contenus les plus regardés et temps de réponse de la modération.',
  loading: 'Chargement...',
  cards: {
    label: 'Chiffres clés',
    total: 'Visiteurs uniques (total)',
    today: "Visiteurs aujourd'hui",
    comingSoon: 'Bientôt disponible',
    placeholders: [
      'Pages vues',
      'Temps moyen',
      'Tendances des genres',
      'Géographie',
      'Appareils',
      'Heures de pointe',
    ],
  },
  chart: {
    title: 'Évolution des visiteurs',
    periodsLabel: 'Période',
    periods: { '7days': '7 jours', '30days': '30 jours', '1year': '1 an' } satisfies Record<
      VisitorPeriod,
      string
    >,
    trend: { up: 'En hausse', down: 'En baisse', stable: 'Stable' } satisfies Record<Trend, string>,
    change: (percent: number) => `${percent > 0 ? '+' : ''}${percent.toLocaleString('fr-FR')} %`,
    tableCaption: 'Visiteurs par jour',
    day: 'Jour',
    visitors: 'Visiteurs',
  },
  top: {
    title: 'Top 10 des plus regardés',
    tabsLabel: 'Type de contenu',
    tabs: { all: 'Tout', movies: 'Films', series: 'Séries', animes: 'Animés' } satisfies Record<
      TopTab,
      string
    >,
    listLabel: (tab: string) => `Les plus regardés : ${tab}`,
    views: (count: number) => `${count.toLocaleString('fr-FR')} vue${count > 1 ? 's' : ''}`,
    kinds: { movie: 'Film', series: 'Série', anime: 'Animé' } as Record<string, string>,
    featured: 'Une',
    new: 'New',
  },
  responses: {
    title: 'Temps de réponse de la modération',
    explanation:
      "Délai entre le signalement d'un membre et la décision qui le clôt (résolu ou rejeté), par semaine (heure de Paris) et par administrateur.",
    periodsLabel: 'Semaines',
    periods: {
      '4': '4 semaines',
      '8': '8 semaines',
      '26': '26 semaines',
      '52': '52 semaines',
    } satisfies Record<ResponseWeeks, string>,
    waiting: (count: number) =>
      count === 0
        ? 'Aucun signalement en attente'
        : `${count.toLocaleString('fr-FR')} signalement${count > 1 ? 's' : ''} en attente`,
    oldest: (filedAt: string) => `le plus ancien depuis le ${filedAt}`,
    caption: 'Temps de réponse par semaine et par administrateur',
    week: 'Semaine',
    weekOf: (monday: string) => `du ${monday}`,
    admin: 'Administrateur',
    team: 'Équipe',
    count: 'Traités',
    median: 'Médiane',
    mean: 'Moyenne',
    max: 'Maximum',
    empty: 'Aucun signalement traité sur cette période',
    reportsHeading: 'Signalements',
    /** Ban appeals, timed the same way beside the reports. */
    appeals: {
      heading: 'Contestations de bannissement',
      explanation:
        "Délai entre la contestation d'un membre banni et la décision (acceptée ou refusée).",
      waiting: (count: number) =>
        count === 0
          ? 'Aucune contestation en attente'
          : `${count.toLocaleString('fr-FR')} contestation${count > 1 ? 's' : ''} en attente`,
      caption: 'Temps de réponse aux contestations par semaine et par administrateur',
      empty: 'Aucune contestation traitée sur cette période',
    },
  },
  empty: 'Aucune donnée disponible pour cette période',
  errors: {
    stats: 'Erreur lors du chargement des statistiques',
    chart: "Erreur lors du chargement des données d'évolution",
    top: 'Erreur lors du chargement des contenus populaires',
    responses: 'Erreur lors du chargement des temps de réponse',
  },
} as const;

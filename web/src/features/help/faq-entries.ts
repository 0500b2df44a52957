/**
 * The FAQ (docs/product.md, member side §2 "Contact and FAQ"): ten entries, two per category, written
 * for Bobine's real rules (sign-up, reset links, sponsorship keys, the weekly request
 * limit, third-party hosts...). Each category keeps one colour and one icon.
 */
import { Film, Gift, MonitorPlay, UserRound, Wrench, type LucideIcon } from 'lucide-react';

export type FaqCategory = 'compte' | 'parrainage' | 'streaming' | 'contenu' | 'technique';

export type FaqEntry = { category: FaqCategory; question: string; answer: string };

/** The fixed look of each category: its icon and its colour classes (text and border). */
export const FAQ_CATEGORY_STYLE: Record<FaqCategory, { icon: LucideIcon; className: string }> = {
  compte: { icon: UserRound, className: 'border-sky-500 text-sky-300' },
  parrainage: { icon: Gift, className: 'border-fuchsia-500 text-fuchsia-300' },
  streaming: { icon: MonitorPlay, className: 'border-red-500 text-red-300' },
  contenu: { icon: Film, className: 'border-amber-500 text-amber-300' },
  technique: { icon: Wrench, className: 'border-emerald-500 text-emerald-300' },
};

export const FAQ_ENTRIES: FaqEntry[] = [
  {
    category: 'compte',
    question: 'Comment créer un compte ?',
    answer:
      'Cliquez sur « S’inscrire » depuis la page de connexion, saisissez votre adresse e-mail, un mot de passe d’au moins 6 caractères, puis répondez à la petite question anti-robot.',
  },
  {
    category: 'compte',
    question: 'J’ai oublié mon mot de passe, que faire ?',
    answer:
      'Sur la page de connexion, choisissez « Mot de passe oublié ? » : nous vous envoyons un lien valable une heure pour en choisir un nouveau. Toutes vos sessions ouvertes sont alors fermées.',
  },
  {
    category: 'parrainage',
    question: 'Comment parrainer un ami ?',
    answer:
      'Depuis votre profil, générez une clé de parrainage et partagez-la. Votre profil indique combien d’inscriptions elle permet encore et combien d’heures il lui reste avant d’expirer.',
  },
  {
    category: 'parrainage',
    question: 'Ma clé de parrainage a expiré ou est épuisée',
    answer:
      'Générez-en simplement une nouvelle depuis votre profil. Les amis déjà inscrits grâce à l’ancienne clé restent comptés dans vos parrainages.',
  },
  {
    category: 'streaming',
    question: 'La vidéo ne se lance pas',
    answer:
      'Cliquez sur « Réessayer », puis essayez l’autre version (VF ou VOSTFR). Si le problème continue, utilisez le bouton « Signaler un problème » sous la vidéo : l’équipe vérifie le lien.',
  },
  {
    category: 'streaming',
    question: 'Puis-je reprendre là où je me suis arrêté ?',
    answer:
      'Oui. Votre position est enregistrée pendant la lecture et la vidéo reprend au bon endroit, tant que vous n’étiez pas dans les dernières secondes.',
  },
  {
    category: 'contenu',
    question: 'Comment demander un film ou une série ?',
    answer:
      'Utilisez la page « Demander un contenu » depuis le menu Profil. Chaque membre peut faire 3 demandes par semaine ; le compteur repart à zéro le lundi à minuit.',
  },
  {
    category: 'contenu',
    question: 'Bobine héberge-t-il les vidéos ?',
    answer:
      'Non. Bobine référence des vidéos hébergées par des sites tiers, seuls responsables de leur contenu. C’est pourquoi un lien peut parfois cesser de fonctionner : signalez-le-nous.',
  },
  {
    category: 'technique',
    question: 'Sur quels appareils puis-je regarder ?',
    answer:
      'Sur tout navigateur récent, ordinateur, tablette ou téléphone. Le lecteur s’adapte aux petits écrans et peut diffuser sur un téléviseur compatible Chromecast.',
  },
  {
    category: 'technique',
    question: 'Comment signaler un bug du site ?',
    answer:
      'Écrivez-nous depuis la page Contact en décrivant ce que vous faisiez et sur quel appareil. Les problèmes techniques reçoivent une réponse sous 24 à 48 h.',
  },
];

/** Lower case, without accents or punctuation: what the FAQ search compares. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The entries whose question or answer contains every word of `query`. */
export function searchFaq(entries: FaqEntry[], query: string): FaqEntry[] {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => {
    const text = foldForSearch(`${entry.question} ${entry.answer}`);
    return words.every((word) => text.includes(word));
  });
}

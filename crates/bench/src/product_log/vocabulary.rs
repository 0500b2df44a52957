//! The words the product log names things with: genres, titles, people.

pub(super) const FILM_GENRES: [&str; 12] = [
    "Action",
    "Aventure",
    "Comédie noire",
    "Comédie",
    "Concert",
    "Documentaire",
    "Drame",
    "Horreur",
    "Comédie musicale",
    "Comédie romantique",
    "Thriller",
    "Western",
];
/// The demo's series genres; the last is every anime's.
pub(super) const SERIES_GENRES: [&str; 7] = [
    "Drame",
    "Comédie",
    "Policier",
    "Science-fiction",
    "Thriller",
    "Fantastique",
    "Animés",
];
pub(super) const TITLE_HEADS: [&str; 16] = [
    "Le Dernier",
    "La Nuit du",
    "Les Ombres du",
    "Le Secret du",
    "Retour au",
    "La Promesse du",
    "Les Enfants du",
    "L'Été du",
    "Le Silence du",
    "La Route du",
    "Les Gardiens du",
    "Le Chant du",
    "La Chute du",
    "Les Héritiers du",
    "Le Voyage du",
    "La Légende du",
];
pub(super) const TITLE_TAILS: [&str; 16] = [
    "Phare",
    "Vercors",
    "Marais",
    "Dragon",
    "Port",
    "Désert",
    "Loup",
    "Fleuve",
    "Samouraï",
    "Bocage",
    "Royaume",
    "Train de nuit",
    "Mont Blanc",
    "Grand Large",
    "Boulevard",
    "Village",
];
pub(super) const DIRECTORS: [&str; 8] = [
    "Claire Vasseur",
    "Julien Marchal",
    "Sophie Aubert",
    "Marc Delorme",
    "Hélène Roussel",
    "Thomas Girard",
    "Nadia Benali",
    "Pierre Lemoine",
];
pub(super) const STUDIOS: [&str; 4] = [
    "Studio Hikari",
    "Tsubasa Animation",
    "Kumo Works",
    "Studio Aozora",
];
pub(super) const SYNOPSES: [&str; 4] = [
    "Un secret de famille refait surface et bouleverse un village tranquille.",
    "Une enquête qui mène bien plus loin que prévu, au cœur d'une ville qui ne dort jamais.",
    "Deux destins que tout oppose se croisent le temps d'un été.",
    "Au bout du monde, une équipe tente l'impossible pour rentrer chez elle.",
];
pub(super) const FIRST_NAMES: [&str; 12] = [
    "camille", "lea", "hugo", "chloe", "lucas", "manon", "nathan", "ines", "louis", "jade",
    "arthur", "sarah",
];
pub(super) const LAST_NAMES: [&str; 8] = [
    "martin", "bernard", "dubois", "thomas", "robert", "richard", "petit", "durand",
];
pub(super) const DOMAINS: [&str; 3] = ["exemple.fr", "courriel.fr", "maison.net"];
pub(super) const DESCRIPTIONS: [&str; 4] = [
    "La vidéo s'arrête au bout de dix minutes.",
    "Le son est décalé par rapport à l'image.",
    "Les sous-titres ne correspondent pas aux dialogues.",
    "L'image est très pixelisée en plein écran.",
];
pub(super) const RESOLVED_NOTES: [&str; 3] = [
    "Le fichier a été remplacé, merci du signalement.",
    "Corrigé : la source a été réencodée.",
    "Les sous-titres ont été resynchronisés.",
];
pub(super) const REJECTED_NOTES: [&str; 3] = [
    "Nous n'avons pas pu reproduire le problème.",
    "Le titre est conforme à la version d'origine.",
    "Problème de connexion de votre côté, la vidéo fonctionne.",
];
pub(super) const REQUEST_REJECTED_NOTES: [&str; 2] = [
    "Ce titre n'est pas disponible en France pour le moment.",
    "Nous n'avons pas les droits de diffusion.",
];

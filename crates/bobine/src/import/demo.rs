//! The demo's series and animes: invented French titles with seasons and episodes,
//! generated from fixed lists by a seeded generator, so every run makes the same
//! catalogue with the same ids.

use bobine_domain::series::{EpisodeForm, SeriesForm, SeriesKind};
use bobine_domain::titles::Input;
use time::{Date, Duration, Month};
use uuid::Uuid;

use super::NAMESPACE;

/// The genres (category Séries) the demo series use. "Animés" gives the slug
/// "series-animes", which the web app's ANIMÉS link opens.
pub const GENRES: [&str; 7] = [
    "Drame",
    "Comédie",
    "Policier",
    "Science-fiction",
    "Thriller",
    "Fantastique",
    "Animés",
];

/// The genre every anime has.
const ANIME_GENRE: &str = "Animés";

/// No episode airs after this year.
const LAST_YEAR: i64 = 2025;

/// Series: title and main genre.
const SERIES: [(&str, &str); 60] = [
    ("Les Héritiers du Vercors", "Drame"),
    ("Rue des Tanneurs", "Drame"),
    ("Le Dernier Été à Biarritz", "Drame"),
    ("Les Filles du port", "Drame"),
    ("Maison Delacour", "Drame"),
    ("Sous les toits de Lyon", "Drame"),
    ("La Promesse de Léa", "Drame"),
    ("Les Vendanges", "Drame"),
    ("Un hiver à Brest", "Drame"),
    ("Les Silences d'Anna", "Drame"),
    ("Bureau 404", "Comédie"),
    ("Les Colocs de la rue Oberkampf", "Comédie"),
    ("Famille à rallonge", "Comédie"),
    ("Camping des Flots bleus", "Comédie"),
    ("Le Grand Bazar", "Comédie"),
    ("Mariés sans préavis", "Comédie"),
    ("Voisins de palier", "Comédie"),
    ("Les Stagiaires du 5e", "Comédie"),
    ("Chef malgré lui", "Comédie"),
    ("Tonton Gérard", "Comédie"),
    ("Les Enquêtes de Margaux Lenoir", "Policier"),
    ("Brigade du Nord", "Policier"),
    ("Quai des Ombres", "Policier"),
    ("Commissaire Vidal", "Policier"),
    ("Crimes en Provence", "Policier"),
    ("L'Affaire Kessler", "Policier"),
    ("Section criminelle Marseille", "Policier"),
    ("Le Flic de Montmartre", "Policier"),
    ("Les Disparus de Cancale", "Policier"),
    ("Inspecteur Morel", "Policier"),
    ("Orbite basse", "Science-fiction"),
    ("Les Colons de Kepler", "Science-fiction"),
    ("Station Hélios", "Science-fiction"),
    ("Après la Grande Panne", "Science-fiction"),
    ("Le Protocole Janus", "Science-fiction"),
    ("Les Enfants de l'Arche", "Science-fiction"),
    ("Nouvelle Lune", "Science-fiction"),
    ("Frontière zéro", "Science-fiction"),
    ("Les Voyageurs de 2089", "Science-fiction"),
    ("Signal d'Europe", "Science-fiction"),
    ("Double Jeu", "Thriller"),
    ("La Cible", "Thriller"),
    ("Témoin silencieux", "Thriller"),
    ("Compte à rebours", "Thriller"),
    ("Les Infiltrés de Genève", "Thriller"),
    ("Zone rouge", "Thriller"),
    ("Le Chantage", "Thriller"),
    ("Dernier Appel", "Thriller"),
    ("L'Œil du serpent", "Thriller"),
    ("Sans issue", "Thriller"),
    ("Les Veilleurs de Brocéliande", "Fantastique"),
    ("La Malédiction des Aubrac", "Fantastique"),
    ("Le Manoir aux lanternes", "Fantastique"),
    ("Les Revenants du lac", "Fantastique"),
    ("L'Héritage des sorcières", "Fantastique"),
    ("Le Passage des Brumes", "Fantastique"),
    ("Les Gardiens de l'aube", "Fantastique"),
    ("La Forêt d'argent", "Fantastique"),
    ("Le Cercle de minuit", "Fantastique"),
    ("Les Oubliés de Carnac", "Fantastique"),
];

/// Animes: title and second genre, besides "Animés".
const ANIMES: [(&str, &str); 30] = [
    ("Le Sabre de l'aube", "Fantastique"),
    ("Les Chroniques de Kaïro", "Fantastique"),
    ("Lames d'acier", "Thriller"),
    ("L'Académie des esprits", "Fantastique"),
    ("Le Dragon de cristal", "Fantastique"),
    ("Pilotes d'étoiles", "Science-fiction"),
    ("La Légende de Hoshimura", "Drame"),
    ("Le Cœur du golem", "Science-fiction"),
    ("Les Ailes de Tenkū", "Drame"),
    ("Ninja de l'ombre", "Thriller"),
    ("La Cité flottante", "Science-fiction"),
    ("Le Royaume des renards", "Fantastique"),
    ("Sentinelles mécaniques", "Science-fiction"),
    ("Le Chant des cerisiers", "Drame"),
    ("Les Exorcistes de Kyōto", "Fantastique"),
    ("Le Lycée des héros", "Comédie"),
    ("Voyage vers l'île céleste", "Fantastique"),
    ("Les Gardiens du sceau", "Fantastique"),
    ("Le Dernier Samouraï de Shibuya", "Drame"),
    ("Brigade spectrale", "Policier"),
    ("Le Pacte du tonnerre", "Fantastique"),
    ("Cuisine de l'autre monde", "Comédie"),
    ("Le Festival des lanternes", "Drame"),
    ("Les Sept Lunes", "Science-fiction"),
    ("Tempête sur Néo-Osaka", "Science-fiction"),
    ("Le Jardin des yōkai", "Fantastique"),
    ("Odyssée stellaire Akari", "Science-fiction"),
    ("La Voie du poing", "Drame"),
    ("Le Petit Esprit de la forêt", "Comédie"),
    ("Les Alchimistes de Meiji", "Fantastique"),
];

const FRENCH_CREATORS: [&str; 8] = [
    "Claire Vasseur",
    "Julien Marchal",
    "Sophie Aubert",
    "Thomas Ferrand",
    "Nadia Benali",
    "Pierre-Yves Caradec",
    "Hélène Roussel",
    "Marc Dufresne",
];

const ENGLISH_CREATORS: [&str; 8] = [
    "Emily Carter",
    "James Whitaker",
    "Olivia Grant",
    "Daniel Hughes",
    "Rachel Moore",
    "Simon Ashford",
    "Laura Bennett",
    "Michael Doyle",
];

const STUDIOS: [&str; 6] = [
    "Studio Kazehana",
    "Hoshizora Animation",
    "Studio Tsukikage",
    "Aozora Pictures",
    "Studio Inazuma",
    "Kumo Works",
];

/// Two synopses for each genre, the animes' last.
const SYNOPSES: [[&str; 2]; 7] = [
    [
        "Le retour d'une fille partie sans un mot rouvre les blessures d'une famille que tout sépare.",
        "Trois générations sous le même toit apprennent à se parler, une saison après l'autre.",
    ],
    [
        "Une bande de trentenaires fauchés enchaîne les plans douteux pour garder leur appartement.",
        "Promu par erreur, un employé modèle tente de sauver son entreprise et sa réputation.",
    ],
    [
        "Une commandante tenace et son adjoint débutant résolvent les affaires les plus troubles de la région.",
        "Chaque semaine, une brigade à bout de souffle affronte un nouveau crime et ses propres démons.",
    ],
    [
        "En 2140, l'équipage d'une station isolée capte un signal venu d'au-delà du système solaire.",
        "Après l'effondrement du réseau mondial, une poignée de survivants invente une société nouvelle.",
    ],
    [
        "Une avocate découvre que son client détient la preuve d'un complot qui menace sa propre vie.",
        "Un agent infiltré doit choisir entre sa mission et la famille qu'il s'est inventée.",
    ],
    [
        "Dans un village breton, d'étranges lumières annoncent le retour de ceux qu'on croyait disparus.",
        "Une jeune archiviste hérite d'un manoir dont les portes ouvrent sur d'autres époques.",
    ],
    [
        "Un jeune apprenti part en quête du sabre légendaire de son maître disparu.",
        "Des lycéens aux pouvoirs étranges protègent leur ville de créatures venues d'un autre monde.",
    ],
];

/// One generated series or anime, its genres by name and its episodes.
pub struct DemoSeries {
    pub id: Uuid,
    pub kind: SeriesKind,
    /// The form, without its genres (their ids are known at import time).
    pub form: SeriesForm,
    pub genres: Vec<&'static str>,
    pub episodes: Vec<(Uuid, EpisodeForm)>,
}

/// The 60 series and 30 animes of the demo, always the same.
pub fn catalogue() -> Vec<DemoSeries> {
    let series = SERIES
        .iter()
        .enumerate()
        .map(|(i, (title, genre))| generate(i, title, SeriesKind::Series, genre));
    let animes = ANIMES
        .iter()
        .enumerate()
        .map(|(i, (title, genre))| generate(i, title, SeriesKind::Anime, genre));
    series.chain(animes).collect()
}

fn generate(index: usize, title: &str, kind: SeriesKind, genre: &'static str) -> DemoSeries {
    let mut rng = SplitMix64::new(fnv1a(title));
    let anime = kind == SeriesKind::Anime;
    let id = Uuid::new_v5(&NAMESPACE, format!("series\u{1f}{title}").as_bytes());

    let seasons = 1 + rng.below(4) as i64;
    let first_year = if anime { 1985 } else { 1995 };
    // The smaller of two draws: recent years are more frequent, as in a catalogue.
    let span = (LAST_YEAR - first_year + 2 - seasons) as u64;
    let year = LAST_YEAR + 1 - seasons - rng.below(span).min(rng.below(span)) as i64;
    let last_year = year + seasons - 1;
    let status = if last_year >= LAST_YEAR - 3 {
        if rng.below(10) < 7 {
            "ongoing"
        } else {
            "completed"
        }
    } else if rng.below(5) == 0 {
        "cancelled"
    } else {
        "completed"
    };
    let (country, language, director) = if anime {
        ("Japon", "Japonais", *rng.pick(&STUDIOS))
    } else {
        match rng.below(20) {
            0..=8 => ("États-Unis", "Anglais", *rng.pick(&ENGLISH_CREATORS)),
            9..=15 => ("France", "Français", *rng.pick(&FRENCH_CREATORS)),
            _ => ("Royaume-Uni", "Anglais", *rng.pick(&ENGLISH_CREATORS)),
        }
    };
    let mut genres = if anime {
        vec![ANIME_GENRE, genre]
    } else {
        vec![genre]
    };
    if !anime && rng.below(3) == 0 {
        let other = GENRES[rng.below(6) as usize];
        if other != genre {
            genres.push(other);
        }
    }
    let synopses = if anime {
        &SYNOPSES[6]
    } else {
        &SYNOPSES[GENRES.iter().position(|g| *g == genre).unwrap_or(0)]
    };
    let rating = 25 + rng.below(25);
    let form = SeriesForm {
        title: title.to_string(),
        synopsis: Input::text(*rng.pick(synopses)),
        release_year: Input::text(year.to_string()),
        status: Input::text(status),
        director: Input::text(director),
        country: Input::text(country),
        language: Input::text(language),
        rating: Input::text(format!("{}.{}", rating / 10, rating % 10)),
        is_featured: index.is_multiple_of(7),
        is_new: last_year >= LAST_YEAR - 1,
        anime: Some(anime),
        ..SeriesForm::default()
    };

    let mut episodes = Vec::new();
    for season in 1..=seasons {
        let count = 6 + rng.below(7) as i64;
        // Months 1 to 9 and days 1 to 28 exist in every year.
        let start = Date::from_calendar_date(
            (year + season - 1) as i32,
            Month::try_from(1 + rng.below(9) as u8).expect("a month from 1 to 9"),
            1 + rng.below(28) as u8,
        )
        .expect("a day from 1 to 28");
        for number in 1..=count {
            let episode_id = Uuid::new_v5(
                &NAMESPACE,
                format!("episode\u{1f}{id}\u{1f}{season}\u{1f}{number}").as_bytes(),
            );
            let aired = start + Duration::weeks(number - 1);
            let form = EpisodeForm {
                season_number: Input::text(season.to_string()),
                episode_number: Input::text(number.to_string()),
                title: format!("Épisode {number}"),
                duration_minutes: if anime {
                    Input::text("24")
                } else {
                    Input::none()
                },
                // `2024-01-04`: a date shows as the form reads it.
                air_date: Input::text(aired.to_string()),
                ..EpisodeForm::default()
            };
            episodes.push((episode_id, form));
        }
    }
    DemoSeries {
        id,
        kind,
        form,
        genres,
        episodes,
    }
}

/// A small, fixed, well-mixed generator (Vigna's SplitMix64): the demo needs the
/// same "random" catalogue on every run, not a random one.
struct SplitMix64(u64);

impl SplitMix64 {
    fn new(seed: u64) -> Self {
        SplitMix64(seed)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (n > 0).
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }
}

fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    #[test]
    fn the_demo_is_the_same_on_every_run() {
        let ids = |c: Vec<DemoSeries>| {
            c.iter()
                .flat_map(|s| std::iter::once(s.id).chain(s.episodes.iter().map(|e| e.0)))
                .collect::<Vec<_>>()
        };
        assert_eq!(ids(catalogue()), ids(catalogue()));
        let first = catalogue();
        let again = catalogue();
        for (a, b) in first.iter().zip(&again) {
            assert_eq!(a.form, b.form);
            assert_eq!(a.episodes, b.episodes);
        }
        let all = ids(catalogue());
        assert_eq!(all.iter().collect::<HashSet<_>>().len(), all.len());
    }

    #[test]
    fn sixty_series_and_thirty_animes_with_one_to_four_seasons_of_six_to_twelve_episodes() {
        let demo = catalogue();
        let animes: Vec<_> = demo
            .iter()
            .filter(|s| s.kind == SeriesKind::Anime)
            .collect();
        assert_eq!((demo.len(), animes.len()), (90, 30));
        let mut statuses = HashSet::new();
        for series in &demo {
            let form = &series.form;
            statuses.insert(form.status.0.clone().unwrap());
            let seasons: HashSet<&str> = series
                .episodes
                .iter()
                .map(|(_, e)| e.season_number.trimmed().unwrap())
                .collect();
            assert!((1..=4).contains(&seasons.len()), "{}", form.title);
            for season in &seasons {
                let count = series
                    .episodes
                    .iter()
                    .filter(|(_, e)| e.season_number.trimmed() == Some(season))
                    .count();
                assert!((6..=12).contains(&count), "{} {season}", form.title);
            }
            for (_, episode) in &series.episodes {
                let details = episode.validate().expect("a valid episode");
                assert!(details.air_date.unwrap().as_str() <= "2025-12-31");
            }
            let rating: f64 = form.rating.trimmed().unwrap().parse().unwrap();
            assert!((2.5..=4.9).contains(&rating), "{rating}");
            let year: i64 = form.release_year.trimmed().unwrap().parse().unwrap();
            assert!((1985..=LAST_YEAR).contains(&year));
            if series.kind == SeriesKind::Anime {
                assert_eq!(series.genres[0], "Animés");
                assert_eq!(form.country, Input::text("Japon"));
                assert_eq!(form.language, Input::text("Japonais"));
            } else {
                assert!(!series.genres.contains(&"Animés"));
            }
            assert!(series.genres.iter().all(|g| GENRES.contains(g)));
        }
        assert_eq!(statuses.len(), 3, "{statuses:?}");
        assert!(demo.iter().any(|s| s.form.is_featured));
        assert!(demo.iter().any(|s| s.form.is_new));
        assert!(demo.iter().any(|s| !s.form.is_new));
    }
}

//! The names of the generated catalogue the read benchmarks share: its genres and
//! its films' ids (`catalogue` writes the films, `lists` the series and views).

use uuid::Uuid;

pub const GENRES: [&str; 12] = [
    "Action",
    "Aventure",
    "Comédie",
    "Drame",
    "Horreur",
    "Thriller",
    "Western",
    "Documentaire",
    "Romance",
    "Science-fiction",
    "Animation",
    "Policier",
];

pub fn genre_id(n: usize) -> Uuid {
    Uuid::from_u128(0xB0B1_0000 + n as u128)
}

pub fn movie_id(n: u64) -> Uuid {
    Uuid::from_u128(0xF11_0000_0000 + u128::from(n))
}

//! Validated fields shared by the film and series forms.

use super::{FieldError, Input, IntField, Limits, TextField, UrlField};
use uuid::Uuid;

pub const TITLE: TextField = TextField {
    name: "title",
    label: "Le titre",
    max_chars: 200,
};
pub const ORIGINAL_TITLE: TextField = TextField {
    name: "original_title",
    label: "Le titre original",
    max_chars: 200,
};
pub const SYNOPSIS: TextField = TextField {
    name: "synopsis",
    label: "Le synopsis",
    max_chars: 5000,
};
pub const DIRECTOR: TextField = TextField {
    name: "director",
    label: "Le réalisateur",
    max_chars: 200,
};
pub const COUNTRY: TextField = TextField {
    name: "country",
    label: "Le pays",
    max_chars: 100,
};
pub const LANGUAGE: TextField = TextField {
    name: "language",
    label: "La langue",
    max_chars: 100,
};

pub const POSTER_URL: UrlField = UrlField {
    name: "poster_url",
    of: "de l'affiche",
    playable: false,
};
pub const TRAILER_URL: UrlField = UrlField {
    name: "trailer_url",
    of: "de la bande-annonce",
    playable: true,
};
pub const VIDEO_URL: UrlField = UrlField {
    name: "video_url",
    of: "de la vidéo",
    playable: true,
};
pub const VIDEO_URL_VF: UrlField = UrlField {
    name: "video_url_vf",
    of: "de la vidéo VF",
    playable: true,
};
pub const VIDEO_URL_VOSTFR: UrlField = UrlField {
    name: "video_url_vostfr",
    of: "de la vidéo VOSTFR",
    playable: true,
};
pub const THUMBNAIL_URL: UrlField = UrlField {
    name: "thumbnail_url",
    of: "de la miniature",
    playable: false,
};

/// Release years of films and series (the filters' bounds, docs/product.md, admin area §9).
pub const RELEASE_YEAR: IntField = IntField {
    name: "release_year",
    label: "L'année",
    min: 1900,
    max: 2030,
    out_of_range: "L'année doit être comprise entre 1900 et 2030",
};

/// The anime form's bounds (docs/product.md, admin area §5).
pub const ANIME_RELEASE_YEAR: IntField = IntField {
    name: "release_year",
    label: "L'année",
    min: 1960,
    max: 2030,
    out_of_range: "L'année doit être comprise entre 1960 et 2030",
};

/// At most this many genres on one title.
pub const MAX_GENRES: usize = 20;

/// Rating, 0 to 5 by tenths; blank is `None`.
pub fn rating(input: &Input) -> Result<Option<f64>, FieldError> {
    Limits::rating(input)
}

/// The genre ids, each once, in the order given.
pub fn genre_ids(ids: &[Uuid]) -> Result<Vec<Uuid>, FieldError> {
    let mut unique = Vec::with_capacity(ids.len());
    for id in ids {
        if !unique.contains(id) {
            unique.push(*id);
        }
    }
    if unique.len() > MAX_GENRES {
        return Err(FieldError::new(
            "genre_ids",
            format!("Un titre ne peut pas avoir plus de {MAX_GENRES} genres"),
        ));
    }
    Ok(unique)
}

/// A non-negative amount of money in euros.
pub fn money(
    input: &Input,
    name: &'static str,
    label: &'static str,
    negative: &'static str,
) -> Result<Option<i64>, FieldError> {
    IntField {
        name,
        label,
        min: 0,
        max: i64::MAX,
        out_of_range: negative,
    }
    .optional(input)
}

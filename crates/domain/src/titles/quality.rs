use serde::{Deserialize, Serialize};

use super::FieldError;

/// A film's video quality (docs/product.md, admin area §3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Quality {
    #[serde(rename = "4K")]
    UltraHd,
    #[serde(rename = "HD 1080p")]
    FullHd,
    #[serde(rename = "HD 720p")]
    Hd,
    #[serde(rename = "SD")]
    Sd,
}

impl Quality {
    pub const ALL: [Quality; 4] = [Quality::UltraHd, Quality::FullHd, Quality::Hd, Quality::Sd];

    pub fn label(self) -> &'static str {
        match self {
            Quality::UltraHd => "4K",
            Quality::FullHd => "HD 1080p",
            Quality::Hd => "HD 720p",
            Quality::Sd => "SD",
        }
    }

    pub fn parse(text: &str) -> Result<Quality, FieldError> {
        let text = text.trim();
        Quality::ALL.into_iter().find(|q| q.label() == text).ok_or_else(|| {
            FieldError::new("quality", format!("Qualité inconnue : « {text} ». Choisissez parmi : 4K, HD 1080p, HD 720p, SD"))
        })
    }
}

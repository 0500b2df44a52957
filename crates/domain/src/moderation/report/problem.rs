//! The problems a member can report, by stored name and by label.

use serde::{Deserialize, Serialize};

use super::ReportError;

/// The six problems a member can report (docs/product.md, member side §5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ProblemType {
    VideoNotWorking,
    AudioIssue,
    SubtitleIssue,
    QualityIssue,
    WrongContent,
    Other,
}

impl ProblemType {
    pub const ALL: [ProblemType; 6] = [
        ProblemType::VideoNotWorking,
        ProblemType::AudioIssue,
        ProblemType::SubtitleIssue,
        ProblemType::QualityIssue,
        ProblemType::WrongContent,
        ProblemType::Other,
    ];

    /// The stored name (`video_not_working`...).
    pub fn as_str(self) -> &'static str {
        match self {
            ProblemType::VideoNotWorking => "video_not_working",
            ProblemType::AudioIssue => "audio_issue",
            ProblemType::SubtitleIssue => "subtitle_issue",
            ProblemType::QualityIssue => "quality_issue",
            ProblemType::WrongContent => "wrong_content",
            ProblemType::Other => "other",
        }
    }

    /// The label a member chose it by (the report modal's words).
    pub fn label(self) -> &'static str {
        match self {
            ProblemType::VideoNotWorking => "La vidéo ne fonctionne pas",
            ProblemType::AudioIssue => "Problème de son",
            ProblemType::SubtitleIssue => "Problème de sous-titres",
            ProblemType::QualityIssue => "Mauvaise qualité d'image",
            ProblemType::WrongContent => "Mauvais contenu",
            ProblemType::Other => "Autre problème",
        }
    }

    /// The types whose label holds `words`, accents and case aside (the moderation
    /// screen's search: "son" finds audio problems).
    pub fn labelled(words: &str) -> Vec<ProblemType> {
        let fold = |text: &str| deunicode::deunicode(text).to_lowercase();
        let words = fold(words.trim());
        if words.is_empty() {
            return Vec::new();
        }
        ProblemType::ALL
            .into_iter()
            .filter(|p| fold(p.label()).contains(&words))
            .collect()
    }

    /// The type a member chose: none is the spec's message, an unknown name another.
    pub fn parse(text: &str) -> Result<ProblemType, ReportError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(ReportError::NoProblemType);
        }
        ProblemType::ALL
            .into_iter()
            .find(|p| p.as_str() == text)
            .ok_or(ReportError::UnknownProblemType)
    }
}

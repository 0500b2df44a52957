//! `BOBINE_EMBED_HOSTS`: the video hosts whose pages play only inside an iframe, and
//! how a page address becomes the host's embed address (docs/adr/0016). The player
//! plays any other source in `<video>` (or through hls.js), never in an arbitrary
//! iframe: a source on a host outside this list is not embedded.
//!
//! The setting is a comma-separated list of `host=template` entries. The template
//! is an `https://` address holding `{id}` once; the id is the source's `v` query
//! parameter when it has one (`youtube.com/watch?v=ID`), else the last segment of its
//! path (`youtu.be/ID`, `vimeo.com/ID`, `dailymotion.com/video/ID`). `none` turns
//! iframe playback off.

use serde::Serialize;

/// The list used when the setting is unset.
pub const DEFAULT_EMBED_HOSTS: &str = "www.youtube.com=https://www.youtube-nocookie.com/embed/{id},\
youtube.com=https://www.youtube-nocookie.com/embed/{id},\
m.youtube.com=https://www.youtube-nocookie.com/embed/{id},\
youtu.be=https://www.youtube-nocookie.com/embed/{id},\
www.youtube-nocookie.com=https://www.youtube-nocookie.com/embed/{id},\
vimeo.com=https://player.vimeo.com/video/{id},\
player.vimeo.com=https://player.vimeo.com/video/{id},\
www.dailymotion.com=https://www.dailymotion.com/embed/video/{id},\
dai.ly=https://www.dailymotion.com/embed/video/{id}";

/// One host played in an iframe.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct EmbedHost {
    /// The source's host name, exactly (lowercase, no port).
    pub host: String,
    /// The embed address, `{id}` standing for the id taken from the source.
    pub embed_pattern: String,
}

/// Parses the setting's value (`None`: unset, the default list).
pub fn parse(value: Option<&str>) -> Result<Vec<EmbedHost>, String> {
    let value = value.unwrap_or(DEFAULT_EMBED_HOSTS).trim();
    if value.eq_ignore_ascii_case("none") {
        return Ok(Vec::new());
    }
    let mut hosts: Vec<EmbedHost> = Vec::new();
    for entry in value.split(',').map(str::trim).filter(|e| !e.is_empty()) {
        let (host, pattern) = entry
            .split_once('=')
            .ok_or_else(|| format!("{entry:?} is not host=https://…{{id}}…"))?;
        let host = host.trim().to_ascii_lowercase();
        let pattern = pattern.trim();
        if !is_host_name(&host) {
            return Err(format!("{host:?} is not a host name"));
        }
        if !pattern.starts_with("https://") || pattern.matches("{id}").count() != 1 {
            return Err(format!(
                "the template of {host} must start with https:// and hold {{id}} once"
            ));
        }
        if hosts.iter().any(|h| h.host == host) {
            return Err(format!("{host} is listed twice"));
        }
        hosts.push(EmbedHost {
            host,
            embed_pattern: pattern.to_string(),
        });
    }
    Ok(hosts)
}

/// Letters, digits and hyphens in dot-separated labels, at least two of them.
fn is_host_name(host: &str) -> bool {
    let labels: Vec<&str> = host.split('.').collect();
    labels.len() >= 2
        && labels.iter().all(|l| {
            !l.is_empty()
                && !l.starts_with('-')
                && !l.ends_with('-')
                && l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_list_holds_the_common_hosts() {
        let hosts = parse(None).unwrap();
        let youtube = hosts.iter().find(|h| h.host == "youtu.be").unwrap();
        assert_eq!(
            youtube.embed_pattern,
            "https://www.youtube-nocookie.com/embed/{id}"
        );
        assert!(hosts.iter().any(|h| h.host == "vimeo.com"));
        assert!(hosts.iter().any(|h| h.host == "www.dailymotion.com"));
    }

    #[test]
    fn a_list_of_its_own_replaces_the_default_and_none_turns_iframes_off() {
        let hosts = parse(Some(
            " Video.Example.org = https://video.example.org/embed/{id} ,",
        ))
        .unwrap();
        assert_eq!(
            hosts,
            vec![EmbedHost {
                host: "video.example.org".into(),
                embed_pattern: "https://video.example.org/embed/{id}".into(),
            }]
        );
        assert_eq!(parse(Some("none")).unwrap(), vec![]);
    }

    #[test]
    fn bad_entries_are_refused() {
        for bad in [
            "video.example.org",
            "video.example.org=http://video.example.org/embed/{id}",
            "video.example.org=https://video.example.org/embed/",
            "video.example.org=https://x.org/{id}/{id}",
            "localhost=https://x.org/{id}",
            "bad host.org=https://x.org/{id}",
            "a.org=https://a.org/{id},a.org=https://b.org/{id}",
        ] {
            assert!(parse(Some(bad)).is_err(), "{bad}");
        }
    }
}

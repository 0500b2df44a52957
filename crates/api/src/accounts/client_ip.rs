//! The client's address: the peer, or behind our own proxy (`BOBINE_BEHIND_PROXY`),
//! the address the proxy appended last to `X-Forwarded-For`. Never the left-most
//! entry: a client can write anything there.

use std::net::{IpAddr, SocketAddr};

use axum::extract::ConnectInfo;
use axum::http::{Extensions, HeaderMap};

pub fn client_ip(
    headers: &HeaderMap,
    extensions: &Extensions,
    behind_proxy: bool,
) -> Option<IpAddr> {
    if behind_proxy
        && let Some(forwarded) = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .filter_map(|ip| ip.trim().parse().ok())
            .next_back()
    {
        return Some(forwarded);
    }
    extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map(|ConnectInfo(addr)| addr.ip())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with_peer(ip: &str) -> Extensions {
        let mut extensions = Extensions::new();
        extensions.insert(ConnectInfo(SocketAddr::new(ip.parse().unwrap(), 4000)));
        extensions
    }

    #[test]
    fn forwarded_addresses_count_only_behind_our_proxy() {
        let mut headers = HeaderMap::new();
        headers.insert("x-forwarded-for", "6.6.6.6, 203.0.113.7".parse().unwrap());
        let peer = with_peer("10.0.0.2");
        assert_eq!(
            client_ip(&headers, &peer, true),
            Some("203.0.113.7".parse().unwrap())
        );
        assert_eq!(
            client_ip(&headers, &peer, false),
            Some("10.0.0.2".parse().unwrap())
        );
        assert_eq!(
            client_ip(&HeaderMap::new(), &peer, true),
            Some("10.0.0.2".parse().unwrap())
        );
    }
}

/**
 * Hosts that only allow their videos in an iframe (setting `BOBINE_EMBED_HOSTS`, read from
 * `GET /api/player/config`), each with its embed address. The rule is the server's
 * (docs/adr/0016): the host is matched exactly; the id is the address's `v` query
 * parameter when it has one, else the last segment of its path; `{id}` in the pattern
 * stands for it. Any other address is never framed.
 */
export type EmbedHost = { host: string; embed_pattern: string };

/** Ids are letters, digits, `-` and `_`: anything else is not framed. */
const ID = /^[\w-]+$/;

/** The embed address of `url` by its host's rule, or null (not framed). */
export function embedUrl(url: string, hosts: readonly EmbedHost[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const rule = hosts.find((candidate) => candidate.host === parsed.hostname.toLowerCase());
  if (!rule) return null;
  const id = parsed.searchParams.get('v') ?? parsed.pathname.split('/').filter(Boolean).pop();
  if (!id || !ID.test(id)) return null;
  return rule.embed_pattern.replace('{id}', id);
}

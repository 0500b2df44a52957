/**
 * Hosts that only allow their videos in an iframe, each with the rule that turns a page
 * address into its embed address. Only an address matching a rule is framed.
 *
 * `pattern` is a regular expression over the address's path and query; `embed` is the
 * embed address with `$1` for the pattern's first group.
 */
export type EmbedRule = { host: string; pattern: string; embed: string };

/** The rules used until the server's list is known (the server's setting wins). */
export const DEFAULT_EMBED_RULES: readonly EmbedRule[] = [
  {
    host: 'youtube.com',
    pattern: '^/watch\\?(?:.*&)?v=([\\w-]{6,})',
    embed: 'https://www.youtube-nocookie.com/embed/$1',
  },
  {
    host: 'youtube.com',
    pattern: '^/embed/([\\w-]{6,})',
    embed: 'https://www.youtube-nocookie.com/embed/$1',
  },
  {
    host: 'youtu.be',
    pattern: '^/([\\w-]{6,})',
    embed: 'https://www.youtube-nocookie.com/embed/$1',
  },
  {
    host: 'youtube-nocookie.com',
    pattern: '^/embed/([\\w-]{6,})',
    embed: 'https://www.youtube-nocookie.com/embed/$1',
  },
  { host: 'vimeo.com', pattern: '^/(\\d+)', embed: 'https://player.vimeo.com/video/$1' },
  {
    host: 'player.vimeo.com',
    pattern: '^/video/(\\d+)',
    embed: 'https://player.vimeo.com/video/$1',
  },
  {
    host: 'dailymotion.com',
    pattern: '^/(?:embed/)?video/([a-zA-Z0-9]+)',
    embed: 'https://www.dailymotion.com/embed/video/$1',
  },
  {
    host: 'dai.ly',
    pattern: '^/([a-zA-Z0-9]+)',
    embed: 'https://www.dailymotion.com/embed/video/$1',
  },
];

/** True when `hostname` is `host` or one of its subdomains (www.youtube.com for youtube.com). */
function hostMatches(hostname: string, host: string): boolean {
  return hostname === host || hostname.endsWith(`.${host}`);
}

/** The pattern's match in `target`; a malformed pattern matches nothing. */
function safeMatch(pattern: string, target: string): RegExpExecArray | null {
  try {
    return new RegExp(pattern).exec(target);
  } catch {
    return null;
  }
}

/** The embed address of `url` by the first rule it matches, or null (not framed). */
export function embedUrl(url: string, rules: readonly EmbedRule[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const target = `${parsed.pathname}${parsed.search}`;
  for (const rule of rules) {
    if (!hostMatches(parsed.hostname.toLowerCase(), rule.host.toLowerCase())) continue;
    const match = safeMatch(rule.pattern, target);
    if (match) return rule.embed.replace('$1', encodeURIComponent(match[1] ?? ''));
  }
  return null;
}

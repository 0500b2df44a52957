/** Which address plays, and how (docs/product.md, member side §4: "Version choice"; embed hosts and HLS). */
import { type EmbedHost, embedUrl } from '@/features/player/utils/embed-hosts';

export type Version = 'vf' | 'vostfr';
export const VERSIONS: Version[] = ['vf', 'vostfr'];

export type Sources = Record<Version, string | null | undefined>;

/** Where a node serves the demo's clip (docs/adr/0035). */
const NODE_MEDIA = '/demo/media/';
/** The clip's files, as an import before ADR 0035 wrote them after a fixed address. */
const DEMO_CLIP = /^\/demo\/media\/(bobine-demo\.mp4|hls\/bobine-demo\.m3u8)$/;

/**
 * A playable address, absolute: trimmed, starting with http (docs/product.md, member side §4), or a path on this
 * node under `/demo/media/` (the demo's clip, docs/adr/0035), made absolute with the
 * page's address, so the demo plays at whatever address the node is reached. The clip's
 * address an earlier `bobine import --demo` wrote (`http://localhost:8080/demo/media/…`)
 * plays from this node too. Anything else is ignored.
 */
export function playableUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  if (trimmed?.startsWith(NODE_MEDIA)) return new URL(trimmed, window.location.origin).href;
  if (!trimmed?.startsWith('http')) return null;
  try {
    const { pathname, search, hash } = new URL(trimmed);
    const onThisNode = DEMO_CLIP.test(pathname) ? `${pathname}${search}${hash}` : null;
    if (onThisNode) return new URL(onThisNode, window.location.origin).href;
  } catch {
    // An address `new URL` refuses is left to <video>, as before.
  }
  return trimmed;
}

/** The version a title opens with: vf by default, vostfr when only it exists. */
export function initialVersion(sources: Sources): Version {
  return !playableUrl(sources.vf) && playableUrl(sources.vostfr) ? 'vostfr' : 'vf';
}

export type Source =
  | { kind: 'hls'; url: string; trailer: boolean }
  | { kind: 'file'; url: string; trailer: boolean }
  | { kind: 'embed'; url: string; trailer: boolean };

const HLS = /\.m3u8$/i;

/**
 * The chosen version's source, or the trailer when that version is missing or invalid.
 * HLS playlists go through hls.js; a host of the embed allow-list plays in an iframe at
 * its converted address; anything else is tried as a file in <video> (an arbitrary page
 * is never framed: an address that is not a video fails with the player's error).
 */
export function pickSource(
  sources: Sources,
  version: Version,
  trailer: string | null | undefined,
  embedHosts: readonly EmbedHost[],
): Source | null {
  const own = playableUrl(sources[version]);
  const url = own ?? playableUrl(trailer);
  if (!url) return null;
  const isTrailer = own === null;
  const embed = embedUrl(url, embedHosts);
  if (embed) return { kind: 'embed', url: embed, trailer: isTrailer };
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    // An address `new URL` refuses still gets its chance in <video>.
  }
  return { kind: HLS.test(path) ? 'hls' : 'file', url, trailer: isTrailer };
}

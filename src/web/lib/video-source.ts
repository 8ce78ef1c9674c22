/** How a configured video URL is shown: a file plays in `<video>`, anything else in an iframe. */
export type VideoSource =
  | { kind: 'file'; url: string }
  /** `playUrl` starts playing at once (for the click that loads the frame). */
  | { kind: 'embed'; url: string; playUrl: string };

const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|m4v|mov)$/i;
const YOUTUBE_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com']);
const AUTOPLAY_HOSTS = new Set([...YOUTUBE_HOSTS, 'player.vimeo.com']);

/**
 * Read a configured video URL. Only http(s) URLs (or same-site paths) are accepted. A YouTube
 * watch page becomes its embed page on the same host: the host must stay the same, because the
 * server's Content-Security-Policy allows frames from the configured URL's origin only.
 */
export function videoSource(raw: string | null | undefined): VideoSource | null {
  if (!raw?.trim()) return null;
  let url: URL;
  try {
    url = new URL(raw.trim(), window.location.origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (VIDEO_FILE.test(url.pathname)) return { kind: 'file', url: url.href };

  if (YOUTUBE_HOSTS.has(url.hostname) && url.pathname === '/watch') {
    const id = url.searchParams.get('v');
    if (id && /^[\w-]+$/.test(id)) url = new URL(`/embed/${id}`, url.origin);
  }
  const play = new URL(url.href);
  if (AUTOPLAY_HOSTS.has(play.hostname)) play.searchParams.set('autoplay', '1');
  return { kind: 'embed', url: url.href, playUrl: play.href };
}

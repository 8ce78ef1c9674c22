import { ExternalLink, Play, VideoOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { videoSource, type VideoSource } from '../../lib/video-source.ts';

/** A frame that has not loaded by then is taken as failed, and the fallback is shown. */
export const EMBED_LOAD_TIMEOUT_MS = 20_000;

interface VideoEmbedProps {
  /** A video file (.mp4, .webm…) or an embeddable page (a YouTube or Vimeo embed URL). */
  src: string | null | undefined;
  poster?: string | null;
  /** Names the video for assistive tech. */
  title: string;
  /** Shown on the fallback poster when there is no video or it cannot load. */
  unavailableText: string;
  className?: string;
}

/**
 * A 16:9 video that costs nothing until asked for: a file loads no media before Play
 * (`preload="none"`), an embedded page shows a click-to-load poster instead of its frame. The
 * box keeps its size throughout, so nothing shifts. With no URL, or when loading fails, a styled
 * poster says the video is not available.
 */
export function VideoEmbed(props: VideoEmbedProps) {
  // A new source starts over: not failed, not yet loaded.
  return <VideoFrame key={props.src ?? ''} {...props} />;
}

function VideoFrame({ src, poster, title, unavailableText, className }: VideoEmbedProps) {
  const [source] = useState(() => videoSource(src));
  const [failed, setFailed] = useState(false);
  const [posterFailed, setPosterFailed] = useState(false);
  const shownPoster = poster && !posterFailed ? poster : null;
  const fail = useCallback(() => setFailed(true), []);
  const posterError = useCallback(() => setPosterFailed(true), []);

  let content;
  if (!source || failed) {
    content = (
      <Unavailable
        text={unavailableText}
        poster={shownPoster}
        onPosterError={posterError}
        // A configured video that did not load may still play on its own site.
        href={source && failed ? source.url : null}
      />
    );
  } else if (source.kind === 'file') {
    content = (
      <video
        data-testid="video-file"
        controls
        playsInline
        preload="none"
        src={source.url}
        poster={shownPoster ?? undefined}
        aria-label={title}
        onError={fail}
        className="absolute inset-0 size-full bg-black object-contain"
      />
    );
  } else {
    content = (
      <EmbeddedPage
        source={source}
        title={title}
        poster={shownPoster}
        onPosterError={posterError}
        onFail={fail}
      />
    );
  }

  return (
    <div
      className={cn(
        'relative aspect-video w-full overflow-hidden rounded-2xl border border-border bg-muted',
        className,
      )}
    >
      {content}
    </div>
  );
}

function PosterImage({ src, onError }: { src: string; onError: () => void }) {
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={1280}
      height={720}
      onError={onError}
      className="absolute inset-0 size-full object-cover"
    />
  );
}

function EmbeddedPage({
  source,
  title,
  poster,
  onPosterError,
  onFail,
}: {
  source: Extract<VideoSource, { kind: 'embed' }>;
  title: string;
  poster: string | null;
  onPosterError: () => void;
  onFail: () => void;
}) {
  const [active, setActive] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const loaded = useRef(false);

  useEffect(() => {
    if (!active) return;
    // Focus follows the click into the player, instead of falling back to the page.
    frame.current?.focus();
    const origin = new URL(source.playUrl).origin;
    // A frame refused by the Content-Security-Policy still fires `load`: the violation is the tell.
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI.startsWith(origin)) onFail();
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    const timer = setTimeout(() => {
      if (!loaded.current) onFail();
    }, EMBED_LOAD_TIMEOUT_MS);
    return () => {
      document.removeEventListener('securitypolicyviolation', onViolation);
      clearTimeout(timer);
    };
  }, [active, source.playUrl, onFail]);

  if (active) {
    return (
      <iframe
        ref={frame}
        src={source.playUrl}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() => {
          loaded.current = true;
        }}
        className="absolute inset-0 size-full border-0 bg-black"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setActive(true)}
      className="group absolute inset-0 grid size-full place-items-center bg-linear-to-br from-accent/30 via-surface to-primary/30 focus-visible:-outline-offset-4"
    >
      {poster ? <PosterImage src={poster} onError={onPosterError} /> : null}
      <span className="relative flex flex-col items-center gap-3">
        <span className="grid size-16 place-items-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform group-hover:scale-105 motion-reduce:transition-none">
          <Play aria-hidden="true" className="ml-1 size-7" />
        </span>
        <span className="rounded-full bg-background/90 px-3 py-1 text-sm font-medium text-foreground">
          Play video<span className="sr-only">: {title}</span>
        </span>
      </span>
    </button>
  );
}

function Unavailable({
  text,
  poster,
  onPosterError,
  href,
}: {
  text: string;
  poster: string | null;
  onPosterError: () => void;
  href: string | null;
}) {
  return (
    <div
      data-testid="video-unavailable"
      className="absolute inset-0 grid place-items-center bg-linear-to-br from-accent/25 via-surface to-primary/25 p-6 text-center"
    >
      {poster ? <PosterImage src={poster} onError={onPosterError} /> : null}
      <div className="relative flex max-w-sm flex-col items-center gap-3 rounded-2xl bg-background/90 px-5 py-4 shadow-sm">
        <VideoOff aria-hidden="true" className="size-7 text-highlight" />
        <p className="font-medium">{text}</p>
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-medium text-highlight underline underline-offset-4"
          >
            Open the video in a new tab
            <span className="sr-only"> (opens in a new tab)</span>
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        ) : null}
      </div>
    </div>
  );
}

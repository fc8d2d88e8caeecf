'use client';

import { useEffect, useRef, useState } from 'react';
import Image from 'next/image';
import styles from './GalleryVideo.module.css';

interface GalleryVideoProps {
  sources: { url: string; mimeType: string }[];
  poster: { url: string; width: number; height: number } | null;
  label: string;
  playLabel: string;
  className?: string;
}

/**
 * A product video shows its poster and a play link until it is asked for. A `<video controls>` costs
 * the browser its media controls as soon as the page is laid out (~50 ms of layout and ~25 ms of style
 * on this machine's phone emulation, four times that on Lighthouse's phone), for a video few
 * shoppers play. With JavaScript the link is replaced by the video, which starts playing; without it,
 * the link opens the video file in the browser's own player.
 */
export function GalleryVideo({ sources, poster, label, playLabel, className }: GalleryVideoProps) {
  const [requested, setRequested] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!requested || !video.current) return;
    video.current.focus();
    // A browser that refuses to start playing still shows the controls: the shopper presses play.
    video.current.play().catch(() => undefined);
  }, [requested]);

  if (requested)
    return (
      <video
        ref={video}
        className={className}
        controls
        playsInline
        poster={poster?.url}
        width={poster?.width}
        height={poster?.height}
        aria-label={label}
      >
        {sources.map((source) => (
          <source key={source.url} src={source.url} type={source.mimeType} />
        ))}
      </video>
    );
  return (
    <a
      href={sources[0]?.url}
      className={[className, styles.poster].filter(Boolean).join(' ')}
      aria-label={playLabel}
      data-testid="gallery-video"
      onClick={(event) => {
        event.preventDefault();
        setRequested(true);
      }}
    >
      {poster ? (
        <Image
          src={poster.url}
          alt=""
          width={poster.width}
          height={poster.height}
          sizes="(min-width: 1024px) 60vw, 100vw"
          className={styles.image}
        />
      ) : null}
      <span className={styles.play} aria-hidden="true" />
    </a>
  );
}

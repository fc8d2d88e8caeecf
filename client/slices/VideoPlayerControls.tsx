'use client';

import { useRef, useState } from 'react';
import styles from './VideoPlayerControls.module.css';

type Labels = Record<'play' | 'pause' | 'mute' | 'unmute' | 'video' | 'failed', string>;

/**
 * The video and its own controls: real buttons (Enter and Space), names that say what they will do,
 * and no autoplay, so sound never starts by itself. The state follows the media element's events,
 * so the buttons stay right however playback changes (end of the video, the browser's own menu).
 */
export function VideoPlayerControls({
  id,
  src,
  poster,
  aspectRatio,
  caption,
  labels,
}: {
  id: string;
  src: string;
  poster: string | undefined;
  aspectRatio: string;
  caption: string | null;
  labels: Labels;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [failed, setFailed] = useState(false);
  const captionId = `${id}-caption`;

  function togglePlay() {
    const element = video.current;
    if (!element) return;
    if (element.paused) element.play().catch(() => setFailed(true));
    else element.pause();
  }

  function toggleMute() {
    const element = video.current;
    if (!element) return;
    element.muted = !element.muted;
    setMuted(element.muted);
  }

  return (
    <figure className={styles.player} data-testid="video-player" data-playing={playing}>
      <div className={styles.frame} style={{ aspectRatio }}>
        <video
          ref={video}
          className={styles.video}
          src={src}
          poster={poster}
          preload="none"
          playsInline
          aria-label={labels.video}
          aria-describedby={caption ? captionId : undefined}
          onClick={togglePlay}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onError={() => setFailed(true)}
        />
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={togglePlay}
          aria-label={playing ? labels.pause : labels.play}
        >
          <span className={playing ? styles.pauseIcon : styles.playIcon} aria-hidden="true" />
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={toggleMute}
          aria-label={muted ? labels.unmute : labels.mute}
        >
          <span className={muted ? styles.mutedIcon : styles.soundIcon} aria-hidden="true" />
        </button>
        {failed ? (
          <p role="alert" className={styles.failed}>
            {labels.failed}
          </p>
        ) : null}
      </div>
      {caption ? (
        <figcaption id={captionId} className={styles.caption}>
          {caption}
        </figcaption>
      ) : null}
    </figure>
  );
}

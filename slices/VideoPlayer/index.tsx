import { asText, isFilled, type Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { getTranslations } from 'next-intl/server';
import { VideoPlayerControls } from '@/client/slices/VideoPlayerControls';
import imageLoader from '@/lib/image-loader';
import type { SliceContext } from '@/slices/context';
import section from '../section.module.css';
import { SliceSection } from '../SliceSection';

export type VideoPlayerProps = SliceComponentProps<Content.VideoPlayerSlice, SliceContext>;

const posterWidth = 1440;

/** A video file (media library or URL) behind a poster; it plays only when the visitor asks. */
export default async function VideoPlayer({ slice, context }: VideoPlayerProps) {
  const { primary } = slice;
  const src = isFilled.link(primary.video) && 'url' in primary.video ? primary.video.url : null;
  if (!src) {
    console.warn(`[video_player] ${slice.id}: no video file or URL`);
    return null;
  }
  const t = await getTranslations({ locale: context.locale, namespace: 'slices.video' });
  const title = asText(primary.title);
  const headingId = `video-${slice.id}`;
  const poster = isFilled.image(primary.poster)
    ? imageLoader({ src: primary.poster.url, width: posterWidth, quality: 60 })
    : undefined;
  return (
    <SliceSection slice={slice} title={title} headingId={headingId} className={section.section}>
      <VideoPlayerControls
        id={slice.id}
        src={src}
        poster={poster}
        aspectRatio={
          isFilled.image(primary.poster)
            ? `${primary.poster.dimensions.width} / ${primary.poster.dimensions.height}`
            : '16 / 9'
        }
        caption={primary.caption}
        labels={{
          play: t('play'),
          pause: t('pause'),
          mute: t('mute'),
          unmute: t('unmute'),
          video: title || t('video'),
          failed: t('failed'),
        }}
      />
    </SliceSection>
  );
}

import type { Db } from '../../db';
import { gid } from '../ids';
import { imageOfMedia, imageOfPath, type ImageParent } from './images';
import type { MediaRow } from './rows';

export type MediaParent =
  | {
      __typename: 'MediaImage';
      id: string;
      alt: string | null;
      mediaContentType: 'IMAGE';
      image: ImageParent;
    }
  | {
      __typename: 'Video';
      id: string;
      alt: string | null;
      mediaContentType: 'VIDEO';
      row: MediaRow;
      previewImage: ImageParent | null;
    };

export function mediaOfProduct(db: Db, productId: number): MediaRow[] {
  return db.all<MediaRow>('SELECT * FROM media WHERE product_id = ? ORDER BY position, id', [productId]);
}

export function imagesOfProduct(db: Db, productId: number): ImageParent[] {
  return mediaOfProduct(db, productId)
    .filter((row) => row.media_type === 'IMAGE')
    .map(imageOfMedia);
}

export function mediaById(db: Db, id: number): MediaRow | undefined {
  return db.get<MediaRow>('SELECT * FROM media WHERE id = ?', [id]);
}

export function asMediaParent(row: MediaRow): MediaParent {
  if (row.media_type === 'VIDEO') {
    return {
      __typename: 'Video',
      id: gid('Video', row.id),
      alt: row.alt,
      mediaContentType: 'VIDEO',
      row,
      previewImage: row.poster_path ? imageOfPath(row.poster_path, row.alt) : null,
    };
  }
  return {
    __typename: 'MediaImage',
    id: gid('MediaImage', row.id),
    alt: row.alt,
    mediaContentType: 'IMAGE',
    image: imageOfMedia(row),
  };
}

/** Video sources: the one file the CDN holds, described the way Shopify describes its renditions. */
export function videoSources(origin: string, row: MediaRow) {
  const format = /\.([a-z0-9]+)$/i.exec(row.path)?.[1]?.toLowerCase() ?? 'mp4';
  return [
    {
      format,
      mimeType: `video/${format}`,
      url: new URL(row.path, origin).toString(),
      width: row.width,
      height: row.height,
    },
  ];
}

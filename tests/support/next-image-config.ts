import { imageConfigDefault, prepareImageConfig } from 'next/dist/shared/lib/image-config';
import { deviceSizes, imageSizes } from '@/lib/constants';

/** next/image's configuration as next.config.ts sets it, for next's own `getImgProps`. */
export const nextImageConfig = prepareImageConfig({
  ...imageConfigDefault,
  loader: 'custom',
  deviceSizes: [...deviceSizes],
  imageSizes: [...imageSizes],
});

import { bundleStandaloneFront } from '../front/bundle';

/** `npm run build`'s last step: the optional front inside the standalone output (front/README.md). */
console.log(`Front bundled: ${bundleStandaloneFront(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next')}`);

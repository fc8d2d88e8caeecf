import { fileURLToPath } from 'node:url';

/** Where the content model (Slice Machine's folders) and the demo documents live, from this file. */
const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

export const contentPaths = {
  documents: `${projectRoot}backends/content`,
  customTypes: `${projectRoot}customtypes`,
  slices: `${projectRoot}slices`,
};

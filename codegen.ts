import { ApiType, pluckConfig, preset } from '@shopify/api-codegen-preset';
import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Types every Storefront document against the genuine 2025-07 schema that the local backend also
 * serves, read from disk: nothing is downloaded, and an invalid query fails the run.
 */
const schema = 'node_modules/@shopify/hydrogen-react/storefront.schema.json';
const outputDir = 'server/shopify/generated';

const config: CodegenConfig = {
  overwrite: true,
  pluckConfig: pluckConfig as CodegenConfig['pluckConfig'],
  generates: {
    [`${outputDir}/storefront.types.d.ts`]: {
      schema,
      plugins: ['typescript'],
      config: { defaultScalarType: 'string', scalars: { JSON: 'unknown' } },
    },
    [`${outputDir}/storefront.generated.d.ts`]: {
      schema,
      preset,
      documents: ['server/shopify/documents/*.ts'],
      presetConfig: { apiType: ApiType.Storefront },
    },
  },
};

export default config;

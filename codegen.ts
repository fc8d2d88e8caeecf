import { ApiType, pluckConfig, preset } from '@shopify/api-codegen-preset';
import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Types every Storefront document against the genuine 2025-07 schema that the local backend also
 * serves, read from disk: nothing is downloaded, and an invalid query fails the run.
 */
const storefrontSchema = 'node_modules/@shopify/hydrogen-react/storefront.schema.json';
/**
 * Admin documents are typed against the Admin subset the local backend serves: Shopify's names and
 * types (no package ships the Admin schema, and the run must not download it), so a document valid
 * here is valid against the real Admin API, and one using a field the subset lacks fails the run.
 */
const adminSchema = 'backends/admin/schema.graphql';
const outputDir = 'server/shopify/generated';

const config: CodegenConfig = {
  overwrite: true,
  pluckConfig: pluckConfig as CodegenConfig['pluckConfig'],
  generates: {
    [`${outputDir}/storefront.types.d.ts`]: {
      schema: storefrontSchema,
      plugins: ['typescript'],
      config: { defaultScalarType: 'string', scalars: { JSON: 'unknown' } },
    },
    [`${outputDir}/storefront.generated.d.ts`]: {
      schema: storefrontSchema,
      preset,
      documents: ['server/shopify/documents/*.ts'],
      presetConfig: { apiType: ApiType.Storefront },
    },
    [`${outputDir}/admin.types.d.ts`]: {
      schema: adminSchema,
      plugins: ['typescript'],
      config: { defaultScalarType: 'string' },
    },
    [`${outputDir}/admin.generated.d.ts`]: {
      schema: adminSchema,
      preset,
      documents: ['server/shopify/documents/admin/*.ts'],
      // The operations extend server/shopify/admin.ts's AdminQueries/AdminMutations, as they would
      // @shopify/admin-api-client's: adminRequest() is typed by the query string.
      presetConfig: { apiType: ApiType.Admin, module: '../admin' },
    },
  },
};

export default config;

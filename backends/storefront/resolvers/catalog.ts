import { collectionResolvers } from '../catalog/collection-resolvers';
import { failingFields, withLoudFailures } from '../catalog/loud-failures';
import {
  imageResolvers,
  mediaImageResolvers,
  metafieldResolvers,
  videoResolvers,
} from '../catalog/media-resolvers';
import { productResolvers } from '../catalog/product-resolvers';
import { queryResolvers } from '../catalog/query-resolvers';
import { variantResolvers } from '../catalog/variant-resolvers';

/**
 * Types whose objects the catalog builds: any of their fields without a resolver reads the object's
 * property or fails loudly. MoneyV2, PageInfo and SelectedOption are shared with cart and customer
 * and stay on graphql-js's default resolver.
 */
const catalogTypes = [
  'Shop',
  'Domain',
  'Localization',
  'Country',
  'Currency',
  'Language',
  'Market',
  'Product',
  'ProductVariant',
  'ProductOption',
  'ProductOptionValue',
  'ProductOptionValueSwatch',
  'ProductPriceRange',
  'ProductVariantComponent',
  'Collection',
  'Image',
  'MediaImage',
  'Video',
  'VideoSource',
  'Metafield',
  'Filter',
  'FilterValue',
  'Swatch',
  'SEO',
  'Count',
  'SearchResultItemConnection',
  'SearchResultItemEdge',
  'SearchQuerySuggestion',
  'PredictiveSearchResult',
  'ProductConnection',
  'ProductEdge',
  'ProductVariantConnection',
  'ProductVariantEdge',
  'ProductVariantComponentConnection',
  'ProductVariantComponentEdge',
  'CollectionConnection',
  'CollectionEdge',
  'ImageConnection',
  'ImageEdge',
  'MediaConnection',
  'MediaEdge',
  'MetafieldReferenceConnection',
  'MetafieldReferenceEdge',
  'StringConnection',
  'StringEdge',
  'SellingPlanGroupConnection',
  'StoreAvailabilityConnection',
  'SellingPlanAllocationConnection',
];

/** Root fields outside the catalog that neither cart nor customer answers (content lives in Prismic). */
const unansweredRootFields = [
  'article',
  'articles',
  'blog',
  'blogByHandle',
  'blogs',
  'locations',
  'menu',
  'metaobject',
  'metaobjects',
  'page',
  'pageByHandle',
  'pages',
  'paymentSettings',
  'publicApiVersions',
  'sitemap',
  'urlRedirects',
];

export const catalogResolvers = withLoudFailures(
  {
    QueryRoot: { ...queryResolvers, ...failingFields('QueryRoot', unansweredRootFields) },
    Product: productResolvers,
    ProductVariant: variantResolvers,
    Collection: collectionResolvers,
    Image: imageResolvers,
    MediaImage: mediaImageResolvers,
    Video: videoResolvers,
    Metafield: metafieldResolvers,
  },
  catalogTypes,
);

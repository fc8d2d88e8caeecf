import { collectionResolvers } from '../catalog/collection-resolvers';
import {
  imageResolvers,
  mediaImageResolvers,
  metafieldResolvers,
  videoResolvers,
} from '../catalog/media-resolvers';
import { productResolvers } from '../catalog/product-resolvers';
import { queryResolvers } from '../catalog/query-resolvers';
import { variantResolvers } from '../catalog/variant-resolvers';

export const catalogResolvers = {
  QueryRoot: queryResolvers,
  Product: productResolvers,
  ProductVariant: variantResolvers,
  Collection: collectionResolvers,
  Image: imageResolvers,
  MediaImage: mediaImageResolvers,
  Video: videoResolvers,
  Metafield: metafieldResolvers,
};

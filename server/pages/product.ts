// Kept only for tests/integration/product-page.test.ts, which another change is reworking: page loaders
// live in server/loaders/. Delete this file once that test imports '@/server/loaders/product'.
export { loadProductPage, productPageMetadata } from '../loaders/product';

/**
 * Every Prismic custom type of customtypes/ (a unit test keeps the two in step): the allow-list of the
 * types a cached read may be asked for.
 */
export const documentTypes = [
  'account_page',
  'article_page',
  'banner',
  'blog_page',
  'category_article',
  'category_page_fashion',
  'category_page_fashion_v2',
  'category_page_fragrance',
  'category_page_fragrance_v2',
  'contact_page',
  'enable_account_page',
  'error_page',
  'faq_page',
  'faq_page_item',
  'footer',
  'forgot_password_page',
  'home_page',
  'landing_fashion_v2',
  'landing_fragrance_v2',
  'landing_navigation_fashion',
  'landing_navigation_fragrance',
  'legal_page',
  'legal_page_item',
  'library_ui',
  'livestream_page',
  'login_account_page',
  'login_page',
  'lookbook_page',
  'maintenance_page',
  'navigation',
  'newsletter',
  'panels',
  'popin_contests',
  'private_page',
  'product_page_fashion',
  'product_page_fashion_v2',
  'product_page_fragrance',
  'product_page_fragrance_v2',
  'product_page_set',
  'product_page_sets',
  'product_page_v2',
  'redirect',
  'register_account_page',
  'register_page',
  'reset_password_page',
  'root_category_page_fashion',
  'root_category_page_fashion_v2',
  'root_category_page_fragrance',
  'root_category_page_fragrance_v2',
  'search_page',
  'settings',
  'store_locator',
  'universal_page',
] as const;

/**
 * The editor's product page types per product route (spec §2.1), the _v2 ones first: a v2 document
 * replaces the v1 one. The product view renders their slices (the generated slices/product-page.ts).
 */
export const productDocumentTypes = {
  fashion: ['product_page_fashion_v2', 'product_page_v2', 'product_page_fashion'],
  fragrance: ['product_page_fragrance_v2', 'product_page_v2', 'product_page_fragrance'],
  set: ['product_page_v2', 'product_page_set'],
} as const satisfies Record<string, readonly (typeof documentTypes)[number][]>;

/**
 * The editorial page types whose pages render only the slices they accept (the generated
 * slices/editorial.ts), so these pages do not ship the forms and quiz of the universal and landing
 * pages' slices to the browser.
 */
export const editorialDocumentTypes = [
  'home_page',
  'article_page',
  'category_page_fashion',
  'category_page_fashion_v2',
  'category_page_fragrance',
  'category_page_fragrance_v2',
  'root_category_page_fashion',
  'root_category_page_fashion_v2',
  'root_category_page_fragrance',
  'root_category_page_fragrance_v2',
  'lookbook_page',
  'livestream_page',
  'private_page',
] as const satisfies readonly (typeof documentTypes)[number][];

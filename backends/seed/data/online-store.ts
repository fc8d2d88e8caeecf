/**
 * What a Shopify shop keeps under "Online Store" besides the catalogue: navigation menus, legal
 * policies, pages, blogs and URL redirects. The shop itself takes its navigation and editorial content
 * from Prismic; these answer the Storefront API's own fields for a storefront that reads them from
 * Shopify (Hydrogen's skeleton, Next.js Commerce), in English as Shopify's defaults are.
 */

/** A menu item links to a shop resource by handle, or to a URL (`HTTP`). */
export interface MenuItemSeed {
  title: string;
  type:
    'COLLECTION' | 'PRODUCT' | 'PAGE' | 'BLOG' | 'ARTICLE' | 'SHOP_POLICY' | 'FRONTPAGE' | 'SEARCH' | 'HTTP';
  /** The resource's handle (for `ARTICLE`, `blog/article`), or the URL of an `HTTP` item. */
  target: string;
  items?: MenuItemSeed[];
}

export interface MenuSeed {
  handle: string;
  title: string;
  items: MenuItemSeed[];
}

/** The handles Hydrogen's skeleton asks for (`main-menu`, `footer`), as every Shopify shop has them. */
export const menus: MenuSeed[] = [
  {
    handle: 'main-menu',
    title: 'Main menu',
    items: [
      {
        title: 'Fashion',
        type: 'COLLECTION',
        target: 'fashion',
        items: [
          { title: 'Dresses', type: 'COLLECTION', target: 'dresses' },
          { title: 'Knitwear', type: 'COLLECTION', target: 'knitwear' },
          { title: 'Outerwear', type: 'COLLECTION', target: 'outerwear' },
          { title: 'Accessories', type: 'COLLECTION', target: 'accessories' },
        ],
      },
      {
        title: 'Fragrance',
        type: 'COLLECTION',
        target: 'fragrance',
        items: [
          { title: 'For her', type: 'COLLECTION', target: 'for-her' },
          { title: 'For him', type: 'COLLECTION', target: 'for-him' },
          { title: 'Discovery', type: 'COLLECTION', target: 'discovery' },
        ],
      },
      { title: 'Journal', type: 'BLOG', target: 'journal' },
      { title: 'About', type: 'PAGE', target: 'about' },
    ],
  },
  {
    handle: 'footer',
    title: 'Footer menu',
    items: [
      { title: 'Search', type: 'SEARCH', target: 'search' },
      { title: 'Contact', type: 'PAGE', target: 'contact' },
      { title: 'Privacy policy', type: 'SHOP_POLICY', target: 'privacy-policy' },
      { title: 'Refund policy', type: 'SHOP_POLICY', target: 'refund-policy' },
      { title: 'Shipping policy', type: 'SHOP_POLICY', target: 'shipping-policy' },
      { title: 'Terms of service', type: 'SHOP_POLICY', target: 'terms-of-service' },
    ],
  },
  // The two menus Next.js Commerce's README asks a merchant to create for it.
  {
    handle: 'next-js-frontend-header-menu',
    title: 'Next.js Frontend Header Menu',
    items: [
      { title: 'All', type: 'SEARCH', target: 'search' },
      { title: 'Fashion', type: 'COLLECTION', target: 'fashion' },
      { title: 'Fragrance', type: 'COLLECTION', target: 'fragrance' },
    ],
  },
  {
    handle: 'next-js-frontend-footer-menu',
    title: 'Next.js Frontend Footer Menu',
    items: [
      { title: 'Home', type: 'FRONTPAGE', target: '' },
      { title: 'About', type: 'PAGE', target: 'about' },
      { title: 'Contact', type: 'PAGE', target: 'contact' },
      { title: 'Terms of service', type: 'SHOP_POLICY', target: 'terms-of-service' },
    ],
  },
];

export interface PolicySeed {
  /** Shop's field: privacyPolicy, refundPolicy, shippingPolicy, termsOfService, subscriptionPolicy. */
  field: 'privacyPolicy' | 'refundPolicy' | 'shippingPolicy' | 'termsOfService' | 'subscriptionPolicy';
  handle: string;
  title: string;
  body: string;
}

export const policies: PolicySeed[] = [
  {
    field: 'privacyPolicy',
    handle: 'privacy-policy',
    title: 'Privacy policy',
    body: '<p>Maison Aurèle keeps the details you give us (name, addresses, e-mail, orders) to deliver your orders and answer you, and never sells them.</p><p>You may ask for a copy of your data, or for its deletion, at any time from your account or by writing to us.</p>',
  },
  {
    field: 'refundPolicy',
    handle: 'refund-policy',
    title: 'Refund policy',
    body: '<p>You may return an unworn item in its packaging within 30 days of delivery for a full refund to the original payment method.</p><p>Opened fragrances and personalised pieces cannot be returned.</p>',
  },
  {
    field: 'shippingPolicy',
    handle: 'shipping-policy',
    title: 'Shipping policy',
    body: '<p>Orders leave our atelier within two working days. Delivery is free above the threshold shown at checkout for your country.</p>',
  },
  {
    field: 'termsOfService',
    handle: 'terms-of-service',
    title: 'Terms of service',
    body: '<p>These terms govern purchases on the Maison Aurèle online store. Prices include VAT where it applies; the contract is formed when we confirm your order by e-mail.</p>',
  },
  {
    // Shopify answers a default subscription policy even for a shop that sells no subscription.
    field: 'subscriptionPolicy',
    handle: 'subscription-policy',
    title: 'Subscription policy',
    body: '<p>Maison Aurèle sells no subscriptions: every order is a single purchase.</p>',
  },
];

export interface PageSeed {
  handle: string;
  title: string;
  body: string;
  createdAt: string;
  updatedAt: string;
}

export const pages: PageSeed[] = [
  {
    handle: 'about',
    title: 'About Maison Aurèle',
    body: '<p>Maison Aurèle makes ready-to-wear and fragrance in small series, cut and composed in Europe.</p>',
    createdAt: '2025-01-15T09:00:00Z',
    updatedAt: '2025-06-02T10:30:00Z',
  },
  {
    handle: 'contact',
    title: 'Contact',
    body: '<p>Write to us at hello@maison.example; we answer within one working day.</p>',
    createdAt: '2025-01-15T09:00:00Z',
    updatedAt: '2025-01-15T09:00:00Z',
  },
];

export interface ArticleSeed {
  handle: string;
  title: string;
  author: { firstName: string; lastName: string; bio: string };
  excerptHtml: string;
  contentHtml: string;
  tags: string[];
  publishedAt: string;
}

export interface BlogSeed {
  handle: string;
  title: string;
  articles: ArticleSeed[];
}

export const blogs: BlogSeed[] = [
  {
    handle: 'journal',
    title: 'Journal',
    articles: [
      {
        handle: 'the-silk-wrap-dress',
        title: 'The making of the silk wrap dress',
        author: { firstName: 'Claire', lastName: 'Aurèle', bio: 'Founder and designer.' },
        excerptHtml: '<p>From the mill in Como to the atelier: one dress, eleven hands.</p>',
        contentHtml:
          '<p>From the mill in Como to the atelier: one dress, eleven hands.</p><p>The silk is woven to order, cut on the bias and finished by hand.</p>',
        tags: ['Fashion', 'Atelier'],
        publishedAt: '2025-03-04T08:00:00Z',
      },
      {
        handle: 'composing-a-fragrance',
        title: 'Composing a fragrance',
        author: { firstName: 'Julien', lastName: 'Marceau', bio: 'Perfumer.' },
        excerptHtml: '<p>Two years, four hundred trials, one bottle.</p>',
        contentHtml:
          '<p>Two years, four hundred trials, one bottle.</p><p>Every accord starts as a sketch on paper before it meets the scale.</p>',
        tags: ['Fragrance'],
        publishedAt: '2025-05-20T08:00:00Z',
      },
    ],
  },
  {
    handle: 'news',
    title: 'News',
    articles: [
      {
        handle: 'new-boutique-in-paris',
        title: 'A new boutique in Paris',
        author: { firstName: 'Claire', lastName: 'Aurèle', bio: 'Founder and designer.' },
        excerptHtml: '<p>Our first boutique opens rue de Grenelle.</p>',
        contentHtml:
          '<p>Our first boutique opens rue de Grenelle, with the whole collection and the fragrance bar.</p>',
        tags: ['Boutiques'],
        publishedAt: '2025-09-12T08:00:00Z',
      },
    ],
  },
];

/** Old paths Shopify's URL redirects send on (Hydrogen's storefrontRedirect reads them). */
export const urlRedirects: { path: string; target: string }[] = [
  { path: '/products/silk-dress', target: '/products/silk-wrap-dress' },
  { path: '/pages/about-us', target: '/pages/about' },
];

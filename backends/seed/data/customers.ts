/** Customers, their addresses and past orders. Order lines name a product handle and variant title. */

export interface AddressSeed {
  firstName: string;
  lastName: string;
  company?: string;
  address1: string;
  address2?: string;
  city: string;
  province?: string;
  provinceCode?: string;
  country: string;
  countryCode: string;
  zip: string;
  phone?: string;
  latitude: number;
  longitude: number;
}

export interface OrderSeed {
  orderNumber: number;
  currency: 'EUR' | 'CHF' | 'USD' | 'GBP';
  financialStatus: string;
  fulfillmentStatus: string;
  shippingMinor: number;
  /** Days after 1 January 2026, or days before the seeding day for an order that must stay recent. */
  processed: { day: number } | { daysAgo: number };
  lines: { handle: string; variant: string; quantity: number }[];
}

export interface CustomerSeed {
  email: string;
  password?: string;
  firstName: string;
  lastName: string;
  phone?: string;
  acceptsMarketing: boolean;
  tags: string[];
  state: 'ENABLED' | 'DISABLED' | 'INVITED';
  /** An INVITED customer's activation e-mail (in the outbox) links to this shop locale. */
  invitationLocale?: 'en-eu' | 'fr-fr' | 'es-eu' | 'en-uk' | 'en-ch' | 'en-us';
  birthday?: string;
  gender?: 'male' | 'female' | 'other';
  createdDay: number;
  /** The first address is the default one. */
  addresses: AddressSeed[];
  orders: OrderSeed[];
}

export const customers: CustomerSeed[] = [
  {
    email: 'demo@maison.example',
    password: 'maison-demo-2026',
    firstName: 'Camille',
    lastName: 'Laurent',
    phone: '+33612345678',
    acceptsMarketing: true,
    tags: ['vip', 'newsletter'],
    state: 'ENABLED',
    birthday: '1988-05-14',
    gender: 'female',
    createdDay: 12,
    addresses: [
      {
        firstName: 'Camille',
        lastName: 'Laurent',
        address1: '18 rue du Faubourg Saint-Honoré',
        address2: '3e étage',
        city: 'Paris',
        country: 'France',
        countryCode: 'FR',
        zip: '75008',
        phone: '+33612345678',
        latitude: 48.8701,
        longitude: 2.3171,
      },
      {
        firstName: 'Camille',
        lastName: 'Laurent',
        company: 'Atelier Laurent',
        address1: '7 place Bellecour',
        city: 'Lyon',
        country: 'France',
        countryCode: 'FR',
        zip: '69002',
        phone: '+33478123456',
        latitude: 45.7578,
        longitude: 4.832,
      },
    ],
    orders: [
      {
        orderNumber: 1001,
        currency: 'EUR',
        financialStatus: 'PAID',
        fulfillmentStatus: 'FULFILLED',
        shippingMinor: 0,
        processed: { day: 40 },
        lines: [
          { handle: 'silk-wrap-dress', variant: 'Black / S', quantity: 1 },
          { handle: 'rose-absolue-eau-de-parfum', variant: '50 ml', quantity: 1 },
        ],
      },
      {
        orderNumber: 1004,
        currency: 'EUR',
        financialStatus: 'PAID',
        fulfillmentStatus: 'UNFULFILLED',
        shippingMinor: 1500,
        processed: { day: 150 },
        lines: [
          { handle: 'cashmere-crew-sweater', variant: 'Camel / M', quantity: 1 },
          { handle: 'discovery-set', variant: 'Default Title', quantity: 2 },
        ],
      },
      {
        orderNumber: 1003,
        currency: 'EUR',
        financialStatus: 'REFUNDED',
        fulfillmentStatus: 'RESTOCKED',
        shippingMinor: 0,
        processed: { day: 95 },
        lines: [{ handle: 'pleated-midi-skirt', variant: 'Sand / S', quantity: 1 }],
      },
    ],
  },
  {
    email: 'hiroshi.tanaka@example.jp',
    password: 'kyoto-garden-88',
    firstName: 'Hiroshi',
    lastName: 'Tanaka',
    acceptsMarketing: false,
    tags: [],
    state: 'ENABLED',
    gender: 'male',
    createdDay: 60,
    addresses: [
      {
        firstName: 'Hiroshi',
        lastName: 'Tanaka',
        address1: '3-2-1 Ginza',
        city: 'Chuo-ku',
        province: 'Tokyo',
        provinceCode: 'JP-13',
        country: 'Japan',
        countryCode: 'JP',
        zip: '104-0061',
        phone: '+81312345678',
        latitude: 35.6717,
        longitude: 139.765,
      },
    ],
    orders: [
      {
        orderNumber: 1002,
        currency: 'USD',
        financialStatus: 'PAID',
        fulfillmentStatus: 'FULFILLED',
        shippingMinor: 2500,
        processed: { day: 72 },
        lines: [{ handle: 'santal-noir-eau-de-parfum', variant: '100 ml', quantity: 1 }],
      },
    ],
  },
  {
    email: 'lucia.martin@example.es',
    firstName: 'Lucía',
    lastName: 'Martín',
    acceptsMarketing: true,
    tags: ['newsletter'],
    // Invited from a boutique: no password until the account is activated.
    state: 'INVITED',
    invitationLocale: 'es-eu',
    createdDay: 110,
    addresses: [],
    orders: [],
  },
  {
    // A loyal client: more orders than one page of the account shows, each fulfilled order returnable.
    email: 'elise.moreau@example.fr',
    password: 'maison-elise-2026',
    firstName: 'Élise',
    lastName: 'Moreau',
    acceptsMarketing: false,
    tags: [],
    state: 'ENABLED',
    createdDay: 5,
    addresses: [
      {
        firstName: 'Élise',
        lastName: 'Moreau',
        address1: '4 quai des Chartrons',
        city: 'Bordeaux',
        country: 'France',
        countryCode: 'FR',
        zip: '33000',
        latitude: 44.8532,
        longitude: -0.5694,
      },
    ],
    orders: loyalClientOrders(),
  },
];

/**
 * Twelve orders, one every four days, most fulfilled: two pages of the account's order list. Dated back
 * from the seeding day so that, whenever the demo starts, the delivered orders 2005 to 2012 are within
 * the 30-day return window (lib/returns.ts) and 2001, 2002 and 2004 are past it. Specs that return a
 * line each take their own order (2006, 2008, 2010, 2012).
 */
function loyalClientOrders(): OrderSeed[] {
  const statuses = ['FULFILLED', 'FULFILLED', 'IN_PROGRESS', 'FULFILLED'] as const;
  const products = [
    { handle: 'silk-wrap-dress', variant: 'Black / S' },
    { handle: 'rose-absolue-eau-de-parfum', variant: '50 ml' },
    { handle: 'cashmere-crew-sweater', variant: 'Camel / M' },
  ];
  return Array.from({ length: 12 }, (_, index) => ({
    orderNumber: 2001 + index,
    currency: 'EUR' as const,
    financialStatus: index === 2 ? 'PENDING' : 'PAID',
    fulfillmentStatus: statuses[index % statuses.length]!,
    shippingMinor: 0,
    processed: { daysAgo: 3 + (11 - index) * 4 },
    lines: [
      { ...products[index % products.length]!, quantity: 1 },
      { ...products[(index + 1) % products.length]!, quantity: 2 },
    ],
  }));
}

-- Local Storefront backend database (SQLite via sql.js).
-- Money is stored as integer minor units (cents) per currency; GIDs are built from integer ids
-- (gid://shopify/Product/{id}) except carts and lines, whose ids are random tokens.

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  description_html TEXT NOT NULL DEFAULT '',
  product_type TEXT NOT NULL DEFAULT '',      -- e.g. "Dress", "Eau de Parfum"
  content_type TEXT NOT NULL,                 -- fashion | fragrance | set | gift_card
  kind TEXT NOT NULL DEFAULT 'none',          -- none | sets | gwp | sample | miniature | bundle
  vendor TEXT NOT NULL,
  tags TEXT NOT NULL DEFAULT '[]',            -- JSON array of strings
  is_gift_card INTEGER NOT NULL DEFAULT 0,
  best_selling_rank INTEGER NOT NULL,         -- 1 = best seller
  seo_title TEXT,
  seo_description TEXT,
  created_at TEXT NOT NULL,                   -- ISO 8601
  updated_at TEXT NOT NULL,
  published_at TEXT NOT NULL
);

CREATE TABLE product_options (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id),
  position INTEGER NOT NULL,
  name TEXT NOT NULL,                         -- Color | Size | Volume | Title
  option_values TEXT NOT NULL                 -- JSON array of {name, swatchColor?}
);

CREATE TABLE variants (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id),
  position INTEGER NOT NULL,
  title TEXT NOT NULL,                        -- "Black / M"
  sku TEXT NOT NULL,
  barcode TEXT,
  quantity_available INTEGER NOT NULL,        -- stock; availableForSale = quantity_available > 0
  currently_not_in_stock INTEGER NOT NULL DEFAULT 0,
  taxable INTEGER NOT NULL DEFAULT 1,
  requires_components INTEGER NOT NULL DEFAULT 0,
  weight REAL,
  weight_unit TEXT NOT NULL DEFAULT 'GRAMS',  -- GRAMS | KILOGRAMS | OUNCES | POUNDS
  image_media_id INTEGER,
  selected_options TEXT NOT NULL              -- JSON array of {name, value}
);

CREATE TABLE variant_prices (
  variant_id INTEGER NOT NULL REFERENCES variants(id),
  currency TEXT NOT NULL,                     -- EUR | CHF | USD | GBP
  amount INTEGER NOT NULL,                    -- minor units
  compare_at_amount INTEGER,                  -- minor units, NULL when not discounted
  PRIMARY KEY (variant_id, currency)
);

-- Components of a set / bundle variant (requiresComponents).
CREATE TABLE variant_components (
  parent_variant_id INTEGER NOT NULL REFERENCES variants(id),
  component_variant_id INTEGER NOT NULL REFERENCES variants(id),
  quantity INTEGER NOT NULL,
  PRIMARY KEY (parent_variant_id, component_variant_id)
);

CREATE TABLE media (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id),
  position INTEGER NOT NULL,
  media_type TEXT NOT NULL,                   -- IMAGE | VIDEO
  path TEXT NOT NULL,                         -- CDN path, e.g. /cdn/products/amber-dress-1.jpg
  alt TEXT,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  poster_path TEXT,                           -- VIDEO only
  created_at TEXT NOT NULL
);

CREATE TABLE metafields (
  id INTEGER PRIMARY KEY,
  owner_type TEXT NOT NULL,                   -- Product | ProductVariant | Collection | Customer
  owner_id INTEGER NOT NULL,
  namespace TEXT NOT NULL,
  key TEXT NOT NULL,
  type TEXT NOT NULL,                         -- Shopify metafield type, e.g. single_line_text_field
  value TEXT NOT NULL,
  UNIQUE (owner_type, owner_id, namespace, key)
);

CREATE TABLE collections (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  description_html TEXT NOT NULL DEFAULT '',
  image_path TEXT,
  seo_title TEXT,
  seo_description TEXT,
  updated_at TEXT NOT NULL
);

CREATE TABLE collection_products (
  collection_id INTEGER NOT NULL REFERENCES collections(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  position INTEGER NOT NULL,                  -- manual / COLLECTION_DEFAULT order
  PRIMARY KEY (collection_id, product_id)
);

-- Translations for @inContext(language:), as Shopify keeps them: one row per resource, field and
-- locale; English lives in the resources themselves and is the fallback.
CREATE TABLE translations (
  resource_type TEXT NOT NULL,                -- PRODUCT | PRODUCT_OPTION | PRODUCT_OPTION_VALUE | METAFIELD | COLLECTION | FILTER
  resource_key TEXT NOT NULL,                 -- the resource's id; an option value "{optionId}/{name}"; a filter its id
  field TEXT NOT NULL,                        -- title | description | body_html | product_type | name | value | label
  locale TEXT NOT NULL,                       -- fr | es | ja
  value TEXT NOT NULL,
  PRIMARY KEY (resource_type, resource_key, field, locale)
);

-- Search synonym groups, as a merchant sets them in Shopify's Search & Discovery app: the terms of
-- one group find each other in search and predictive search, per language.
CREATE TABLE search_synonyms (
  language TEXT NOT NULL,                     -- en | fr | es | ja
  group_id INTEGER NOT NULL,
  term TEXT NOT NULL,
  PRIMARY KEY (language, group_id, term)
);

CREATE TABLE carts (
  token TEXT PRIMARY KEY,                     -- id is gid://shopify/Cart/{token}
  country TEXT NOT NULL,                      -- buyerIdentity.countryCode; fixes the currency
  email TEXT,
  phone TEXT,
  customer_id INTEGER REFERENCES customers(id),
  customer_access_token TEXT,
  delivery_address_id INTEGER,
  note TEXT NOT NULL DEFAULT '',
  attributes TEXT NOT NULL DEFAULT '[]',      -- JSON array of {key, value}
  discount_codes TEXT NOT NULL DEFAULT '[]',  -- JSON array of strings
  gift_card_codes TEXT NOT NULL DEFAULT '[]', -- JSON array of applied codes, upper-case without spaces
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  completed_at TEXT                           -- set by the hosted checkout; cart then reads as null
);

CREATE TABLE cart_lines (
  id TEXT PRIMARY KEY,                        -- gid://shopify/CartLine/{id}
  cart_token TEXT NOT NULL REFERENCES carts(token),
  variant_id INTEGER NOT NULL REFERENCES variants(id),
  quantity INTEGER NOT NULL,
  attributes TEXT NOT NULL DEFAULT '[]',
  position INTEGER NOT NULL
);

CREATE TABLE discount_codes (
  code TEXT PRIMARY KEY,                      -- upper-case
  percentage INTEGER NOT NULL,                -- whole percent off the subtotal
  active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT,                         -- scrypt, "salt:hash" hex
  first_name TEXT,
  last_name TEXT,
  phone TEXT UNIQUE,
  accepts_marketing INTEGER NOT NULL DEFAULT 0,
  -- Admin API email marketing consent; NULL state = never set there, read from accepts_marketing.
  email_marketing_state TEXT,                 -- CustomerEmailMarketingState, e.g. SUBSCRIBED | UNSUBSCRIBED
  email_marketing_opt_in_level TEXT,          -- SINGLE_OPT_IN | CONFIRMED_OPT_IN | UNKNOWN
  email_marketing_updated_at TEXT,
  tags TEXT NOT NULL DEFAULT '[]',
  locale TEXT,                                -- the customer's language (Admin API locale), e.g. fr
  state TEXT NOT NULL DEFAULT 'ENABLED',      -- ENABLED | DISABLED | INVITED
  default_address_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE customer_addresses (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  first_name TEXT, last_name TEXT, company TEXT,
  address1 TEXT, address2 TEXT, city TEXT,
  province TEXT, province_code TEXT,
  country TEXT, country_code TEXT,
  zip TEXT, phone TEXT,
  latitude REAL, longitude REAL
);

CREATE TABLE customer_access_tokens (
  token TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  expires_at TEXT NOT NULL
);

-- One-time tokens for customerResetByUrl / customerActivateByUrl.
CREATE TABLE customer_url_tokens (
  token TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  purpose TEXT NOT NULL,                      -- reset | activate
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  order_number INTEGER NOT NULL UNIQUE,
  customer_id INTEGER REFERENCES customers(id),
  cart_token TEXT,
  email TEXT,
  currency TEXT NOT NULL,
  subtotal INTEGER NOT NULL,
  total_tax INTEGER NOT NULL DEFAULT 0,
  total_shipping INTEGER NOT NULL DEFAULT 0,
  total INTEGER NOT NULL,
  financial_status TEXT NOT NULL,             -- spec §4 financial statuses
  fulfillment_status TEXT NOT NULL,           -- spec §4 fulfilment statuses
  shipping_address TEXT,                      -- JSON of the address fields
  processed_at TEXT NOT NULL
);

CREATE TABLE order_lines (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  variant_id INTEGER REFERENCES variants(id),
  title TEXT NOT NULL,
  variant_title TEXT,
  quantity INTEGER NOT NULL,
  unit_price INTEGER NOT NULL,
  attributes TEXT NOT NULL DEFAULT '[]'
);

-- Admin API returns: one per returnRequest; a line names the order line it returns (its fulfillment line
-- item: every fulfilled order here has one fulfillment whose line items are the order's lines).
CREATE TABLE returns (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  status TEXT NOT NULL,                       -- spec §4 return status: REQUESTED | OPEN | CLOSED | DECLINED | CANCELED
  created_at TEXT NOT NULL
);

CREATE TABLE return_lines (
  id INTEGER PRIMARY KEY,
  return_id INTEGER NOT NULL REFERENCES returns(id),
  order_line_id INTEGER NOT NULL REFERENCES order_lines(id),
  quantity INTEGER NOT NULL,
  reason TEXT NOT NULL,                       -- Admin ReturnReason
  customer_note TEXT
);

CREATE TABLE gift_cards (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  currency TEXT NOT NULL,
  balance INTEGER NOT NULL,
  initial_value INTEGER NOT NULL,
  expires_on TEXT,
  enabled INTEGER NOT NULL DEFAULT 1
);

-- Not Shopify: the local back-in-stock service's subscriptions (backends/stock-alerts/).
CREATE TABLE stock_alerts (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  variant_id INTEGER NOT NULL REFERENCES variants(id),
  locale TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (email, variant_id)
);

CREATE INDEX idx_variants_product ON variants(product_id);
CREATE INDEX idx_media_product ON media(product_id);
CREATE INDEX idx_cart_lines_cart ON cart_lines(cart_token);
CREATE INDEX idx_collection_products ON collection_products(collection_id, position);
CREATE INDEX idx_orders_customer ON orders(customer_id);
CREATE INDEX idx_returns_order ON returns(order_id);
CREATE INDEX idx_metafields_owner ON metafields(owner_type, owner_id);

-- The e-mails the local backends would send (activation, password reset, welcome): GET /__outbox.
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,                         -- activation | password_reset | welcome
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  path TEXT,                                  -- the shop page the e-mail links to, from SHOP_URL
  created_at TEXT NOT NULL
);

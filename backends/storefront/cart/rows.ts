/** Database rows of the cart tables, as node:sqlite returns them. */

export interface CartRow {
  token: string;
  country: string;
  email: string | null;
  phone: string | null;
  customer_id: number | null;
  customer_access_token: string | null;
  delivery_address_id: number | null;
  note: string;
  attributes: string;
  discount_codes: string;
  gift_card_codes: string;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

export interface CartLineRow {
  id: string;
  cart_token: string;
  variant_id: number;
  quantity: number;
  attributes: string;
  position: number;
}

/** Storefront `Attribute`: Shopify allows a null value. */
export interface Attribute {
  key: string;
  value: string | null;
}

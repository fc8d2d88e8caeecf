/** Database rows of the customer and order tables, as node:sqlite returns them. */

export interface CustomerRow {
  id: number;
  email: string;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  accepts_marketing: number;
  email_marketing_state: string | null;
  email_marketing_opt_in_level: string | null;
  email_marketing_updated_at: string | null;
  tags: string;
  locale: string | null;
  state: 'ENABLED' | 'DISABLED' | 'INVITED';
  default_address_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface AddressFields {
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  province_code: string | null;
  country: string | null;
  country_code: string | null;
  zip: string | null;
  phone: string | null;
}

export interface AddressRow extends AddressFields {
  id: number;
  customer_id: number;
  latitude: number | null;
  longitude: number | null;
}

export interface OrderRow {
  id: number;
  order_number: number;
  customer_id: number | null;
  cart_token: string | null;
  email: string | null;
  currency: string;
  subtotal: number;
  total_tax: number;
  total_shipping: number;
  total: number;
  financial_status: string;
  fulfillment_status: string;
  shipping_address: string | null;
  processed_at: string;
}

export interface OrderLineRow {
  id: number;
  order_id: number;
  variant_id: number | null;
  title: string;
  variant_title: string | null;
  quantity: number;
  unit_price: number;
  attributes: string;
}

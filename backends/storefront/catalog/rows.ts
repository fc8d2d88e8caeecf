/** Database rows of the catalog tables, as node:sqlite returns them (booleans are 0/1 integers). */

export interface ProductRow {
  id: number;
  handle: string;
  title: string;
  description: string;
  description_html: string;
  product_type: string;
  content_type: string;
  kind: string;
  vendor: string;
  tags: string;
  is_gift_card: number;
  best_selling_rank: number;
  seo_title: string | null;
  seo_description: string | null;
  created_at: string;
  updated_at: string;
  published_at: string;
}

export interface VariantRow {
  id: number;
  product_id: number;
  position: number;
  title: string;
  sku: string;
  barcode: string | null;
  quantity_available: number;
  currently_not_in_stock: number;
  taxable: number;
  requires_components: number;
  weight: number | null;
  weight_unit: string;
  image_media_id: number | null;
  selected_options: string;
}

export interface MediaRow {
  id: number;
  product_id: number;
  position: number;
  media_type: 'IMAGE' | 'VIDEO';
  path: string;
  alt: string | null;
  width: number;
  height: number;
  poster_path: string | null;
  created_at: string;
}

export interface CollectionRow {
  id: number;
  handle: string;
  title: string;
  description: string;
  description_html: string;
  image_path: string | null;
  seo_title: string | null;
  seo_description: string | null;
  updated_at: string;
}

export interface MetafieldRow {
  id: number;
  owner_type: string;
  owner_id: number;
  namespace: string;
  key: string;
  type: string;
  value: string;
}

export interface OptionRow {
  id: number;
  product_id: number;
  position: number;
  name: string;
  option_values: string;
}

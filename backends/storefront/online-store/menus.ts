import { menus, policies, type MenuItemSeed } from '../../seed/data/online-store';
import { collectionByHandle } from '../catalog/collections';
import { productByHandle } from '../catalog/products';
import type { StorefrontContext } from '../context';
import { gid } from '../ids';
import { allArticles, allBlogs, allPages, policyParent } from './content';

/** Where Shopify's online store serves each kind of resource, under the shop's primary domain. */
const paths: Record<MenuItemSeed['type'], (target: string) => string> = {
  COLLECTION: (handle) => `/collections/${handle}`,
  PRODUCT: (handle) => `/products/${handle}`,
  PAGE: (handle) => `/pages/${handle}`,
  BLOG: (handle) => `/blogs/${handle}`,
  ARTICLE: (path) => `/blogs/${path}`,
  SHOP_POLICY: (handle) => `/policies/${handle}`,
  FRONTPAGE: () => '/',
  SEARCH: () => '/search',
  HTTP: (url) => url,
};

/** The object a menu item links to, null for the front page, search and plain URLs. */
function resourceOf(item: MenuItemSeed, ctx: StorefrontContext): { id: string | number } | null {
  switch (item.type) {
    case 'COLLECTION':
      return collectionByHandle(ctx.db, item.target);
    case 'PRODUCT':
      return productByHandle(ctx.db, item.target);
    case 'PAGE':
      return allPages().find((page) => page.handle === item.target) ?? null;
    case 'BLOG':
      return allBlogs().find((blog) => blog.handle === item.target) ?? null;
    case 'ARTICLE':
      return (
        allArticles().find((article) => `${article.blog().handle}/${article.handle}` === item.target) ?? null
      );
    case 'SHOP_POLICY': {
      const policy = policies.find((p) => p.handle === item.target);
      return policy ? policyParent(ctx.config.SHOP_URL, policy.field) : null;
    }
    default:
      return null;
  }
}

/** A catalogue row carries its number; the online-store objects carry their global id already. */
const globalIdOf = (type: MenuItemSeed['type'], resource: { id: string | number }) =>
  typeof resource.id === 'number'
    ? gid(type === 'COLLECTION' ? 'Collection' : 'Product', resource.id)
    : resource.id;

/** Typed loosely: an item holds items, and only GraphQL reads them. */
interface MenuItemParent {
  __typename: 'MenuItem';
  items: MenuItemParent[];
  [field: string]: unknown;
}

function menuItemParent(item: MenuItemSeed, id: () => number): MenuItemParent {
  return {
    __typename: 'MenuItem' as const,
    id: gid('MenuItem', id()),
    title: item.title,
    type: item.type,
    tags: [],
    items: (item.items ?? []).map((child) => menuItemParent(child, id)),
    url: (_: unknown, ctx: StorefrontContext) => {
      const path = paths[item.type](item.target);
      return item.type === 'HTTP' ? path : `${new URL(ctx.config.SHOP_URL).origin}${path}`;
    },
    resource: (_: unknown, ctx: StorefrontContext) => resourceOf(item, ctx),
    resourceId: (_: unknown, ctx: StorefrontContext) => {
      const resource = resourceOf(item, ctx);
      return resource ? globalIdOf(item.type, resource) : null;
    },
  };
}

/** `menu(handle:)`: null for a handle no menu has, as Shopify answers. */
export function menuByHandle(handle: string) {
  const index = menus.findIndex((menu) => menu.handle === handle);
  if (index < 0) return null;
  const menu = menus[index]!;
  let next = index * 1000;
  const items = menu.items.map((item) => menuItemParent(item, () => ++next));
  return {
    __typename: 'Menu' as const,
    id: gid('Menu', index + 1),
    handle: menu.handle,
    title: menu.title,
    items,
    itemsCount: items.length,
  };
}

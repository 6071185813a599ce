import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { API_KEY } from './catalogue.js';
import { gql } from './lists.js';

// What the offline journeys need: products to add (one size each, with stock to spare), the
// shop's own view of a cart, and the header's cart and pending-changes texts.

export interface ShopProduct {
  name: string;
  canonicalUrl: string;
  skuId: number;
  /** The size to choose on the product page, or null for a product in one size. */
  sizeLabel: string | null;
}

interface ListedProduct {
  productId: number;
  name: string;
  canonicalUrl: string;
  isPackage: boolean;
  skus: { skuId: number; name: string; stock: { totalStock: number; static: boolean } }[];
}

/**
 * `count` plain products with distinct names, each with a size of 30 or more in stock, from the
 * `skip`-th on (tests running side by side take different ones).
 */
export async function findProducts(
  request: APIRequestContext,
  count: number,
  skip = 0,
): Promise<ShopProduct[]> {
  const { products } = await gql<{ products: { products: ListedProduct[] } }>(
    request,
    'nb',
    `query E2eOfflineShopProducts($filter: FilterInputType, $channelId: Int, $languageId: Int, $marketId: Int) {
      products(filter: $filter, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
        products { productId name canonicalUrl isPackage skus { skuId name stock { totalStock static } } }
      }
    }`,
    { filter: { pageSize: 100 } },
  );
  const names = new Map<string, number>();
  for (const p of products.products) names.set(p.name, (names.get(p.name) ?? 0) + 1);
  const picked: ShopProduct[] = [];
  for (const product of products.products) {
    if (product.isPackage || names.get(product.name) !== 1) continue;
    const sku = product.skus.find((s) => s.stock.totalStock >= 30 && !s.stock.static);
    if (!sku) continue;
    picked.push({
      name: product.name,
      canonicalUrl: product.canonicalUrl,
      skuId: sku.skuId,
      sizeLabel: product.skus.length > 1 ? sku.name : null,
    });
  }
  const chosen = picked.slice(skip, skip + count);
  if (chosen.length < count) throw new Error(`only ${chosen.length} of ${count} products found`);
  return chosen;
}

export interface ServerCartLine {
  skuId: number;
  quantity: number;
}

/** The cart as the shop holds it (null: no such cart). */
export async function serverCart(
  request: APIRequestContext,
  id: string,
): Promise<{ items: ServerCartLine[] }> {
  const { getCart } = await gql<{ getCart: { items: ServerCartLine[] } }>(
    request,
    'nb',
    'query E2eOfflineCart($id: ID!) { getCart(id: $id) { items { skuId quantity } } }',
    { id },
  );
  return getCart;
}

/** An add made by the shopper elsewhere (another device), straight to the shop. */
export async function addElsewhere(
  request: APIRequestContext,
  cartId: string,
  skuId: number,
  quantity: number,
): Promise<void> {
  const response = await request.post('/graphql', {
    headers: { 'X-Api-Key': API_KEY, 'Content-Type': 'application/json' },
    data: {
      query:
        'mutation E2eAddElsewhere($cartId: ID, $skuId: Int!, $quantity: Int!, $key: String!) { addToCart(cartId: $cartId, skuId: $skuId, quantity: $quantity, idempotencyKey: $key) { id } }',
      variables: { cartId, skuId, quantity, key: `e2e-elsewhere-${crypto.randomUUID()}` },
    },
  });
  if (!response.ok()) throw new Error(`addToCart answered ${response.status()}`);
}

export async function cartIdOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'ralph-cart');
  if (!cookie?.value) throw new Error('no ralph-cart cookie');
  return decodeURIComponent(cookie.value);
}

export const cartButton = (page: Page) => page.getByRole('button', { name: /^Handlekurv/ });
/** The header's "… venter på nett" (CSS: while the cart dialog is open the page behind is inert). */
export const pendingStatus = (page: Page) => page.locator('.offline-queue-status [role="status"]');

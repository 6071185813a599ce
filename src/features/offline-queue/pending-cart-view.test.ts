// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { QueuedChange } from '@/graphql/links/offline-queue-link';
import { pendingBadgeQuantity, pendingCartView } from './pending-cart-view';

let n = 0;
const change = (
  operationName: string,
  variables: Record<string, unknown>,
  label?: string,
): QueuedChange => ({
  key: `key-${++n}`,
  kind: 'cart',
  operationName,
  query: '',
  variables,
  holder: 'worker',
  queuedAt: n,
  ...(label ? { label } : {}),
});

const lines = [
  { skuId: 1, groupKey: null, quantity: 2 },
  { skuId: 5, groupKey: 'pkg-a', quantity: 1 },
];

describe('pendingCartView', () => {
  it('applies pending changes to the same line in order', () => {
    const view = pendingCartView(lines, [
      change('UpdateCartItemQuantity', { item: { skuId: 1 }, quantity: 5 }),
      change('AddToCart', { skuId: 1, quantity: 1 }),
      change('UpdateCartItemQuantity', { item: { skuId: 1 }, quantity: 3 }),
    ]);
    expect(view.lines.get('sku:1')).toEqual({ quantity: 3 });
    expect(view.lines.has('group:pkg-a')).toBe(false);
    expect(view.newLines).toEqual([]);
  });

  it('applies steps made on a stale view to what the line holds, as the server does', () => {
    // The line holds 2; the shopper saw 1 (an old snapshot) and pressed "+" twice.
    const view = pendingCartView(lines, [
      change('UpdateCartItemQuantity', { item: { skuId: 1 }, quantity: 2, expectedQuantity: 1 }),
      change('UpdateCartItemQuantity', { item: { skuId: 1 }, quantity: 3, expectedQuantity: 2 }),
    ]);
    expect(view.lines.get('sku:1')).toEqual({ quantity: 4 });
  });

  it('shows adds of things not in the cart as new lines with their names', () => {
    const view = pendingCartView(lines, [
      change('AddToCart', { cartId: null, skuId: 9, quantity: 1 }, 'Vinsj 3500'),
      change('AddToCart', { cartId: null, skuId: 9, quantity: 2 }, 'Vinsj 3500'),
      change('AddPackageToCart', { packageId: 3, quantity: 1 }, 'Lyspakke'),
    ]);
    expect(view.newLines.map(({ label, quantity }) => ({ label, quantity }))).toEqual([
      { label: 'Vinsj 3500', quantity: 3 },
      { label: 'Lyspakke', quantity: 1 },
    ]);
  });

  it('marks removed lines and package groups, and a reset empties everything', () => {
    const removed = pendingCartView(lines, [
      change('RemoveCartItem', { item: { groupKey: 'pkg-a' } }),
    ]);
    expect(removed.lines.get('group:pkg-a')).toEqual({ quantity: 0 });
    const reset = pendingCartView(lines, [
      change('AddToCart', { skuId: 9, quantity: 1 }, 'Vinsj'),
      change('ResetCart', {}),
    ]);
    expect([...reset.lines.values()]).toEqual([{ quantity: 0 }, { quantity: 0 }]);
    expect(reset.newLines).toEqual([]);
    expect(reset.promo).toEqual({ code: null });
  });

  it('follows the last promo code change and ignores newsletter sign-ups', () => {
    const view = pendingCartView(lines, [
      change('ApplyPromoCode', { code: 'VAR25' }),
      { ...change('SubscribeToNewsletter', { email: 'a@example.com' }), kind: 'newsletter' },
    ]);
    expect(view.promo).toEqual({ code: 'VAR25' });
    expect(view.lines.size).toBe(0);
  });
});

describe('pendingBadgeQuantity', () => {
  // A cart with 2 of sku 1 and one package group of two parts: the server's badge is 3.
  const cart = [
    { skuId: 1, groupKey: null, quantity: 2 },
    { skuId: 5, groupKey: 'pkg-a', quantity: 1 },
    { skuId: 6, groupKey: 'pkg-a', quantity: 1 },
  ];
  const badge = (pending: QueuedChange[], onCart = cart) =>
    pendingBadgeQuantity(onCart, pendingCartView(onCart, pending));

  it('counts plain lines by quantity and each package group once, like the server', () => {
    expect(badge([])).toBe(3);
  });

  it('counts pending adds by quantity and each pending package add once', () => {
    expect(
      badge([
        change('AddToCart', { skuId: 1, quantity: 2 }),
        change('AddToCart', { skuId: 9, quantity: 3 }, 'Vinsj'),
        change('AddPackageToCart', { packageId: 3, quantity: 2 }, 'Lyspakke'),
      ]),
    ).toBe(3 + 2 + 3 + 1);
  });

  it('follows pending quantity changes and removals, and is 0 after a pending reset', () => {
    expect(badge([change('UpdateCartItemQuantity', { item: { skuId: 1 }, quantity: 5 })])).toBe(6);
    expect(badge([change('RemoveCartItem', { item: { groupKey: 'pkg-a' } })])).toBe(2);
    expect(badge([change('ResetCart', {})])).toBe(0);
  });

  it('counts adds made offline before there is a cart', () => {
    expect(badge([change('AddToCart', { cartId: null, skuId: 9, quantity: 2 }, 'Vinsj')], [])).toBe(
      2,
    );
  });
});

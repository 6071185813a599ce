// @vitest-environment node
import type { ApolloClient } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import {
  AddToCartDocument,
  RemovePromoCodeDocument,
  UpdateCartItemQuantityDocument,
} from '@/graphql/generated/operations';
import { cartAdds, cartChanges } from './cart-requests';

function fakeClient(data: unknown) {
  const mutate = vi.fn().mockResolvedValue({ data });
  return { client: { mutate } as unknown as ApolloClient<object>, mutate };
}

describe('cart requests', () => {
  it('send the caller variables with the cart id and the action key, and answer the cart', async () => {
    const cart = { id: 'c1' };
    const { client, mutate } = fakeClient({ updateCartItemQuantity: cart });
    const answer = await cartChanges.updateQuantity({ skuId: 7 }, 3, 2)(client, 'c1', 'k1');
    expect(answer).toBe(cart);
    expect(mutate).toHaveBeenCalledWith({
      mutation: UpdateCartItemQuantityDocument,
      variables: {
        item: { skuId: 7 },
        quantity: 3,
        expectedQuantity: 2,
        cartId: 'c1',
        idempotencyKey: 'k1',
      },
    });
  });

  it('leave expectedQuantity out when the shopper saw none', async () => {
    const { client, mutate } = fakeClient({ updateCartItemQuantity: {} });
    await cartChanges.updateQuantity({ skuId: 7 }, 0)(client, 'c1', 'k1');
    expect(mutate.mock.calls[0]?.[0]).not.toHaveProperty('variables.expectedQuantity');
  });

  it('name the line of an add while it waits offline, and may start a cart', async () => {
    const { client, mutate } = fakeClient({ addToCart: { id: 'new' } });
    await cartAdds.addToCart(5, 1, 'Vinsj')(client, null, 'k2');
    expect(mutate).toHaveBeenCalledWith({
      mutation: AddToCartDocument,
      variables: { skuId: 5, quantity: 1, cartId: null, idempotencyKey: 'k2' },
      context: { pendingLabel: 'Vinsj' },
    });
  });

  it('fail when the answer holds no data', async () => {
    const { client, mutate } = fakeClient(null);
    await expect(cartChanges.removePromoCode()(client, 'c1', 'k3')).rejects.toThrow(
      'removePromoCode answered no data',
    );
    expect(mutate.mock.calls[0]?.[0]).toMatchObject({ mutation: RemovePromoCodeDocument });
  });
});

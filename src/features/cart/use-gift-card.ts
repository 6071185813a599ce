import { useApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ApplyGiftCardDocument, RemoveGiftCardDocument } from '@/graphql/generated/operations';
import { broadcastCartChange } from './cart-broadcast';
import { isGoneCart, toCartError } from './cart-error';
import { forgetCart, selectCartId } from './cart-slice';
import type { CartModel } from './use-cart';
import type { CartResult } from './use-cart-mutations';

/**
 * Applying and removing a gift card. Like the other cart mutations: a new idempotency key per
 * action, the cart or the error code back, a failure changes nothing in the cart.
 */
export function useGiftCard() {
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const cartId = useAppSelector(selectCartId);

  const run = useCallback(
    async (mutate: (id: string, key: string) => Promise<CartModel>): Promise<CartResult> => {
      if (!cartId) return { ok: false, error: { code: 'CART_NOT_FOUND', values: {} } };
      try {
        const cart = await mutate(cartId, crypto.randomUUID());
        broadcastCartChange(cart.id);
        return { ok: true, cart };
      } catch (error) {
        const cartError = toCartError(error);
        if (isGoneCart(cartError)) dispatch(forgetCart());
        return { ok: false, error: cartError };
      }
    },
    [cartId, dispatch],
  );

  const applyGiftCard = useCallback(
    (code: string) =>
      run(async (id, key) => {
        const { data } = await client.mutate({
          mutation: ApplyGiftCardDocument,
          variables: { cartId: id, code, idempotencyKey: key },
        });
        if (!data) throw new Error('applyGiftCard answered no data');
        return data.applyGiftCard;
      }),
    [client, run],
  );

  const removeGiftCard = useCallback(
    () =>
      run(async (id, key) => {
        const { data } = await client.mutate({
          mutation: RemoveGiftCardDocument,
          variables: { cartId: id, idempotencyKey: key },
        });
        if (!data) throw new Error('removeGiftCard answered no data');
        return data.removeGiftCard;
      }),
    [client, run],
  );

  return { applyGiftCard, removeGiftCard };
}

import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import {
  AddPackageToCartDocument,
  AddToCartDocument,
  ApplyGiftCardDocument,
  ApplyPromoCodeDocument,
  RemoveCartItemDocument,
  RemoveGiftCardDocument,
  RemovePromoCodeDocument,
  ResetCartDocument,
  UpdateCartItemQuantityDocument,
  type CartItemRef,
  type PackagePartInput,
} from '@/graphql/generated/operations';
import type { CartModel } from './use-cart';

/** A cart mutation ready to send: with the cart's id (null: a new cart) and the action's key. */
export type CartRequest = (
  client: ApolloClient<object>,
  cartId: string | null,
  key: string,
) => Promise<CartModel>;

interface KeyedVariables {
  cartId?: string | number | null;
  idempotencyKey: string;
}

/**
 * One cart mutation: its document, the field the cart comes back in, the caller's variables.
 * `label` (a product's name) names the line while an add waits offline.
 */
function request<F extends string, Data extends Record<F, CartModel>, Vars extends KeyedVariables>(
  document: TypedDocumentNode<Data, Vars>,
  field: F,
  variables: Omit<Vars, keyof KeyedVariables>,
  label?: { pendingLabel: string | undefined },
): CartRequest {
  return async (client, cartId, key) => {
    const { data } = await client.mutate({
      mutation: document,
      variables: { ...variables, cartId, idempotencyKey: key } as unknown as Vars,
      ...(label ? { context: label } : {}),
    });
    if (!data) throw new Error(`${field} answered no data`);
    return data[field];
  };
}

/** Adds: they create the cart when there is none, or when the one there is gone. */
export const cartAdds = {
  addToCart: (skuId: number, quantity: number, label?: string) =>
    request(AddToCartDocument, 'addToCart', { skuId, quantity }, { pendingLabel: label }),
  addPackageToCart: (
    packageId: number,
    parts: PackagePartInput[],
    quantity: number,
    label?: string,
  ) =>
    request(
      AddPackageToCartDocument,
      'addPackageToCart',
      { packageId, parts, quantity },
      { pendingLabel: label },
    ),
};

/** Changes of a cart that exists. */
export const cartChanges = {
  /**
   * `expected`: the quantity the shopper saw. The server applies the step they made (+1, −1)
   * to what the line holds when the change arrives, so a change made offline or on a stale
   * view never sets an older quantity over a newer one.
   */
  updateQuantity: (item: CartItemRef, quantity: number, expected?: number) =>
    request(UpdateCartItemQuantityDocument, 'updateCartItemQuantity', {
      item,
      quantity,
      ...(expected === undefined ? {} : { expectedQuantity: expected }),
    }),
  removeItem: (item: CartItemRef) => request(RemoveCartItemDocument, 'removeCartItem', { item }),
  applyPromoCode: (code: string) => request(ApplyPromoCodeDocument, 'applyPromoCode', { code }),
  removePromoCode: () => request(RemovePromoCodeDocument, 'removePromoCode', {}),
  applyGiftCard: (code: string) => request(ApplyGiftCardDocument, 'applyGiftCard', { code }),
  removeGiftCard: () => request(RemoveGiftCardDocument, 'removeGiftCard', {}),
  resetCart: () => request(ResetCartDocument, 'resetCart', {}),
};

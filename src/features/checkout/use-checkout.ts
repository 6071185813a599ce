import { useApolloClient, useQuery } from '@apollo/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  GetCheckoutDocument,
  SelectPaymentOptionDocument,
  SelectShippingOptionDocument,
  type CheckoutFieldsFragment,
} from '@/graphql/generated/operations';

export type CheckoutModel = CheckoutFieldsFragment;
export type ShippingOptionModel = CheckoutModel['shippingOptions'][number];
export type PaymentOptionModel = CheckoutModel['paymentOptions'][number];
export type PickupPointModel = NonNullable<CheckoutModel['pickupPoint']>;

const newKey = () => crypto.randomUUID();

/**
 * Runs tasks one after another. Each choice (shipping, payment) and each refetch answers with the
 * whole checkout, which the cache stores as it arrives: two sent at once (a quick shopper picks
 * shipping, then payment) could be answered out of order, and the older answer would undo the
 * newer choice on the screen. One at a time, the last answer stored is the server's latest.
 */
export function serialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

function useSerial() {
  const [serial] = useState(serialQueue);
  return serial;
}

/**
 * The checkout of a cart: options and the priced cart (fetched from the network on every visit,
 * as the schema asks), and the choices that change the price, which the server keeps on the cart.
 */
export function useCheckout(cartId: string | null, cartChanges = 0) {
  const client = useApolloClient();
  const serial = useSerial();
  const variables = { cartId: cartId ?? '' };
  const { data, loading, error, refetch } = useQuery(GetCheckoutDocument, {
    variables,
    skip: !cartId,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });

  // Another tab may have changed the cart meanwhile.
  useEffect(() => {
    if (!cartId) return undefined;
    const onFocus = () => void serial(() => refetch()).catch(() => undefined);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [cartId, refetch, serial]);

  // The cart changed elsewhere (another tab, an offline change replayed): shipping options and
  // fees depend on it, so fetch the whole checkout again.
  const seenChanges = useRef(cartChanges);
  useEffect(() => {
    if (seenChanges.current === cartChanges) return;
    seenChanges.current = cartChanges;
    if (cartId) void serial(() => refetch()).catch(() => undefined);
  }, [cartChanges, cartId, refetch, serial]);

  const store = useCallback(
    (checkout: CheckoutModel) =>
      client.writeQuery({
        query: GetCheckoutDocument,
        variables: { cartId: checkout.cart.id },
        data: { checkout },
      }),
    [client],
  );

  const selectShipping = useCallback(
    (shippingOptionId: string, pickupPointId: string | null) =>
      serial(async () => {
        if (!cartId) return;
        const { data: answer } = await client.mutate({
          mutation: SelectShippingOptionDocument,
          variables: { cartId, shippingOptionId, pickupPointId, idempotencyKey: newKey() },
        });
        if (answer) store(answer.selectShippingOption);
      }),
    [client, cartId, store, serial],
  );

  const selectPayment = useCallback(
    (paymentOptionId: string) =>
      serial(async () => {
        if (!cartId) return;
        const { data: answer } = await client.mutate({
          mutation: SelectPaymentOptionDocument,
          variables: { cartId, paymentOptionId, idempotencyKey: newKey() },
        });
        if (answer) store(answer.selectPaymentOption);
      }),
    [client, cartId, store, serial],
  );

  const checkout = data?.checkout.cart.id === cartId ? data.checkout : undefined;
  return { checkout, isLoading: loading, error, refetch, selectShipping, selectPayment };
}

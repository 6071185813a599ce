import { useApolloClient } from '@apollo/client';
import { useCallback, useRef, useState } from 'react';
import { PlaceOrderDocument, type PlaceOrderInput } from '@/graphql/generated/operations';
import { attemptFor, type OrderAttempt } from './model/order-attempt';
import { rememberPlacedOrder } from './placed-orders';
import { toPlaceOrderError, type PlaceOrderError } from './place-order-error';

type Input = Omit<PlaceOrderInput, 'idempotencyKey'>;

/**
 * Places the order once per attempt and sends the shopper on to pay. A double click while it is
 * on its way is ignored, and a retry of the same input (after an error, a timeout or a reload)
 * sends the same idempotency key, so the server answers with the same order, not a second one.
 * A failure keeps everything as it was; its error is answered and kept for the page.
 */
export function usePlaceOrder(
  attempt: OrderAttempt | null,
  setAttempt: (attempt: OrderAttempt) => void,
) {
  const client = useApolloClient();
  const inFlight = useRef(false);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<PlaceOrderError | null>(null);

  const placeOrder = useCallback(
    async (input: Input): Promise<PlaceOrderError | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setIsBusy(true);
      setError(null);
      const newKey = () => crypto.randomUUID();
      let current = attemptFor(attempt, input, newKey);
      const send = async (key: string) => {
        const { data } = await client.mutate({
          mutation: PlaceOrderDocument,
          variables: { input: { ...input, idempotencyKey: key } },
          // The answer names the order only; nothing personal goes into the cache.
          fetchPolicy: 'no-cache',
        });
        if (!data) throw new Error('placeOrder answered no data');
        return data.placeOrder;
      };
      setAttempt(current);
      try {
        let answer = await send(current.key);
        // A kept attempt whose order has since been cancelled (its payment failed or expired,
        // perhaps in another tab): that key is spent, so this click is a new attempt.
        if (answer.order.status === 'cancelled' && current === attempt) {
          current = { ...current, key: newKey() };
          setAttempt(current);
          answer = await send(current.key);
        }
        // The payment's return names the order only: the token stays in this browser.
        rememberPlacedOrder(answer.order.id, answer.token);
        // Busy until the payment page has taken over.
        window.location.assign(answer.redirectUrl);
        return null;
      } catch (caught) {
        const failure = toPlaceOrderError(caught);
        setError(failure);
        inFlight.current = false;
        setIsBusy(false);
        return failure;
      }
    },
    [client, attempt, setAttempt],
  );

  return { placeOrder, isBusy, error };
}

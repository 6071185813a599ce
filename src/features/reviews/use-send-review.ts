import { useApolloClient } from '@apollo/client';
import { useCallback, useRef } from 'react';
import {
  AskQuestionDocument,
  WriteReviewDocument,
  type AskQuestionInput,
  type WriteReviewInput,
} from '@/graphql/generated/operations';
import { failedOutcome, type SendOutcome } from './review-outcome';

/**
 * One idempotency key per text the shopper sends: a retry of the same text after a lost answer
 * reuses it (the shop applies it once), a changed text or a new review gets a new one.
 */
function useIdempotencyKey() {
  const last = useRef<{ input: string; key: string } | null>(null);
  return useCallback((input: unknown) => {
    const text = JSON.stringify(input);
    if (last.current?.input !== text) last.current = { input: text, key: crypto.randomUUID() };
    return last.current.key;
  }, []);
}

const offlineNow = () => typeof navigator !== 'undefined' && !navigator.onLine;

/** Sends a review; a written one shows at once (the product's reviews are asked again). */
export function useWriteReview() {
  const client = useApolloClient();
  const keyFor = useIdempotencyKey();
  return useCallback(
    async (input: WriteReviewInput): Promise<SendOutcome & { verified?: boolean }> => {
      // Writing needs a login the shop checks: nothing is kept to send later (the spec allows a
      // refusal with a clear message where a login is needed); the form keeps the text.
      if (offlineNow()) return { kind: 'offline' };
      try {
        const { data } = await client.mutate({
          mutation: WriteReviewDocument,
          variables: { input, idempotencyKey: keyFor(input) },
          refetchQueries: ['GetProductReviews'],
        });
        return { kind: 'sent', verified: data?.writeReview.verifiedPurchase ?? false };
      } catch (error) {
        return failedOutcome(error);
      }
    },
    [client, keyFor],
  );
}

/** Sends a question; it shows once the shop has answered it. */
export function useAskQuestion() {
  const client = useApolloClient();
  const keyFor = useIdempotencyKey();
  return useCallback(
    async (input: AskQuestionInput): Promise<SendOutcome> => {
      if (offlineNow()) return { kind: 'offline' };
      try {
        await client.mutate({
          mutation: AskQuestionDocument,
          variables: { input, idempotencyKey: keyFor(input) },
        });
        return { kind: 'sent' };
      } catch (error) {
        return failedOutcome(error);
      }
    },
    [client, keyFor],
  );
}

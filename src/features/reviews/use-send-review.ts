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

// Only a logged-in shopper has the forms (product-reviews.tsx shows a guest the login prompt).
// Offline, what they write waits in the offline queue ('review', config/offline-sync.ts) with
// its login and key, and is sent once when the network returns: the link answers QUEUED_OFFLINE
// (outcome 'queued'); the shop applies a key once however often it is replayed.

/** Sends a review; a written one shows at once (the product's reviews are asked again). */
export function useWriteReview() {
  const client = useApolloClient();
  const keyFor = useIdempotencyKey();
  return useCallback(
    async (input: WriteReviewInput): Promise<SendOutcome & { verified?: boolean }> => {
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

import { useApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { SubscribeToNewsletterDocument } from '@/graphql/generated/operations';
import { isQueuedError } from '@/graphql/links/offline-queue-link';
import { rateLimitedFor } from '@/lib/rate-limited';
import { graphqlErrorCode } from '@/lib/graphql-error-code';

/** `queued`: made offline, it is sent when the network returns (the header shows it waits). */
export type SignUpResult =
  'subscribed' | 'queued' | 'EMAIL_INVALID' | 'RATE_LIMITED' | 'FEEDBACK_ERROR';

export function useNewsletterSignUp() {
  const client = useApolloClient();
  return useCallback(
    async (email: string): Promise<SignUpResult> => {
      try {
        const { data } = await client.mutate({
          mutation: SubscribeToNewsletterDocument,
          // One key per sign-up: a replay (offline queue, network retry) is applied once.
          variables: { email: email.trim(), idempotencyKey: crypto.randomUUID() },
        });
        return data?.subscribeToNewsletter ? 'subscribed' : 'FEEDBACK_ERROR';
      } catch (error) {
        if (isQueuedError(error)) return 'queued';
        // The shop was reached and said why (429): not a fault to retry at once.
        if (rateLimitedFor(error) !== null) return 'RATE_LIMITED';
        return graphqlErrorCode(error) === 'EMAIL_INVALID' ? 'EMAIL_INVALID' : 'FEEDBACK_ERROR';
      }
    },
    [client],
  );
}

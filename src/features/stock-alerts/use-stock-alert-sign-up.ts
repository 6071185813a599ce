import { useApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { SignUpForStockAlertDocument } from '@/graphql/generated/operations';
import { isQueuedError } from '@/graphql/links/offline-queue-link';
import { rateLimitedFor } from '@/lib/rate-limited';
import { graphqlErrorCode } from '@/lib/graphql-error-code';

export interface StockAlertTarget {
  skuId?: number;
  packageId?: number;
}

/** `queued`: made offline, sent (once) when the network returns. */
export type StockAlertResult =
  | 'signedUp'
  | 'alreadySignedUp'
  | 'queued'
  | 'EMAIL_INVALID'
  | 'NOT_SOLD_OUT'
  | 'STOCK_ALERT_LIMIT'
  | 'UNKNOWN'
  | 'RATE_LIMITED'
  | 'FEEDBACK_ERROR';

const KNOWN = new Set([
  'EMAIL_INVALID',
  'NOT_SOLD_OUT',
  'STOCK_ALERT_LIMIT',
  'UNKNOWN_SKU',
  'UNKNOWN_PACKAGE',
]);

export function useStockAlertSignUp() {
  const client = useApolloClient();
  return useCallback(
    async (email: string, target: StockAlertTarget): Promise<StockAlertResult> => {
      try {
        const { data } = await client.mutate({
          mutation: SignUpForStockAlertDocument,
          // One key per sign-up: a replay (offline queue, network retry) is applied once.
          variables: {
            email: email.trim(),
            skuId: target.skuId ?? null,
            packageId: target.packageId ?? null,
            idempotencyKey: crypto.randomUUID(),
          },
        });
        const answer = data?.signUpForStockAlert;
        if (!answer) return 'FEEDBACK_ERROR';
        return answer.alreadySignedUp ? 'alreadySignedUp' : 'signedUp';
      } catch (error) {
        if (isQueuedError(error)) return 'queued';
        if (rateLimitedFor(error) !== null) return 'RATE_LIMITED';
        const code = graphqlErrorCode(error);
        if (code === null || !KNOWN.has(code)) return 'FEEDBACK_ERROR';
        return code.startsWith('UNKNOWN') ? 'UNKNOWN' : (code as StockAlertResult);
      }
    },
    [client],
  );
}

import { ApolloError } from '@apollo/client';
import { isQueuedError } from '@/graphql/links/offline-queue-link';
import type { ReviewFieldError } from '@shared/validation/review';

/** How a review or a question the shopper sent ended, as the form tells it. */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; fields: ReviewFieldError[] }
  | { kind: 'login' | 'already' | 'rateLimited' | 'offline' | 'unknownProduct' | 'failed' }
  | { kind: 'queued' };

interface ErrorLike {
  extensions?: { code?: unknown; fields?: unknown };
}

/** The shop's first error, whether it came as a GraphQL error or in a 401/429 answer's body. */
function shopErrorOf(error: ApolloError): ErrorLike | undefined {
  const [first] = error.graphQLErrors;
  if (first) return first;
  const result = (error.networkError as { result?: { errors?: ErrorLike[] } } | null)?.result;
  return result?.errors?.[0];
}

const isFieldError = (value: unknown): value is ReviewFieldError =>
  typeof value === 'object' && value !== null && 'field' in value && 'code' in value;

/** The outcome of a failed send (the catch of client.mutate). */
export function failedOutcome(error: unknown): SendOutcome {
  if (isQueuedError(error)) return { kind: 'queued' };
  if (!(error instanceof ApolloError)) return { kind: 'failed' };
  const shop = shopErrorOf(error);
  const network = error.networkError as { statusCode?: unknown } | null;
  if (!shop && network && typeof network.statusCode !== 'number') return { kind: 'offline' };
  switch (shop?.extensions?.code) {
    case 'VALIDATION_FAILED': {
      const fields = shop.extensions.fields;
      return { kind: 'invalid', fields: Array.isArray(fields) ? fields.filter(isFieldError) : [] };
    }
    case 'UNAUTHENTICATED':
      return { kind: 'login' };
    case 'REVIEW_ALREADY_WRITTEN':
      return { kind: 'already' };
    case 'RATE_LIMITED':
      return { kind: 'rateLimited' };
    case 'UNKNOWN_PRODUCT':
      return { kind: 'unknownProduct' };
    default:
      return { kind: 'failed' };
  }
}

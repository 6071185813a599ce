import type { ApolloLink } from '@apollo/client';
import { createPersistedQueryLink } from '@apollo/client/link/persisted-queries';

async function sha256(query: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(query));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Automatic persisted queries keep GET URLs short so HTTP and service-worker caches can hold
 * them. crypto.subtle exists only in secure contexts (https, localhost); elsewhere we skip APQ.
 */
export function createApqLink(): ApolloLink | null {
  if (typeof crypto === 'undefined' || !('subtle' in crypto)) return null;
  return createPersistedQueryLink({ sha256, useGETForHashedQueries: true });
}

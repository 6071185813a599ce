// One order attempt = one idempotency key. A double click, a retry after a network failure or
// after a reload sends the same input again and so the same key: the server makes one order.
// Changed details are a new attempt with a new key.

export interface OrderAttempt {
  key: string;
  /** Hash of the input the key was made for (without the key). */
  fingerprint: string;
}

/**
 * A 64-bit FNV-1a hash of the input: the attempt is kept in sessionStorage, and the input holds
 * a personal id that must not be stored in the clear.
 */
export function fingerprintOf(input: unknown): string {
  const text = JSON.stringify(input);
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

export function attemptFor(
  previous: OrderAttempt | null,
  input: unknown,
  newKey: () => string,
): OrderAttempt {
  const fingerprint = fingerprintOf(input);
  return previous?.fingerprint === fingerprint ? previous : { key: newKey(), fingerprint };
}

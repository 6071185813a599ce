import { randomBytes } from 'node:crypto';

/** 128 random bits, base64url: the only thing that gives access to a cart. */
export function newSecretId(): string {
  return randomBytes(16).toString('base64url');
}

export function isSecretId(value: string): boolean {
  return /^[A-Za-z0-9_-]{22}$/.test(value);
}

/** Client-made idempotency keys: UUIDs, ULIDs and the like. */
export function isIdempotencyKey(value: string): boolean {
  return /^[A-Za-z0-9_:.-]{8,100}$/.test(value);
}

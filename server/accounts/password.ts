// The slow, salted hash of what the client sends as its password (itself SHA-384 of the salt and
// the password, as the spec says). scrypt from node:crypto, run on libuv's thread pool.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  /** CPU/memory cost, a power of two: 2^15 = 32768 in production (32 MiB, ~50-100 ms a hash). */
  N: number;
  r: number;
  p: number;
}

/**
 * The production cost: N=2^15, r=8, p=1, 32 MiB of memory and some 50-100 ms of one core per hash
 * (twice Node's default N). A stolen table costs that much per guess and per account (random
 * salt per hash); the client's SHA-384 is what is hashed, so it does not stand in for a password.
 */
export const PRODUCTION_SCRYPT: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };

const KEY_BYTES = 32;

function derive(secret: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = {
    N: cost.N,
    r: cost.r,
    p: cost.p,
    // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is just too small for 2^15.
    maxmem: 256 * cost.N * cost.r,
  };
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** "scrypt$N$r$p$salt$hash": the cost travels with the hash, so it can be raised later. */
export async function hashPassword(clientHash: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(clientHash, salt, cost);
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** True when `clientHash` is what `stored` was made from. */
export async function verifyPassword(clientHash: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((v) => Number.isSafeInteger(v) && v > 0)) return false;
  const expected = Buffer.from(key, 'base64url');
  const derived = await derive(clientHash, Buffer.from(salt, 'base64url'), cost);
  return derived.length === expected.length && timingSafeEqual(derived, expected);
}

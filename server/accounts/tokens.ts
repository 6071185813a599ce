// Signed values of the auth endpoints, pure given the secret (AUTH_SECRET): session tokens, the
// sign endpoint's username signatures, and reset keys (random; only their hash is stored).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  /** The session (auth_sessions.id) that decides whether the token still counts. */
  sid: string;
  /** The account (users.id). */
  uid: string;
  /** Expiry, Unix seconds. */
  exp: number;
}

const mac = (secret: string, purpose: string, value: string): Buffer =>
  createHmac('sha256', secret).update(`${purpose}\n${value}`).digest();

function sameMac(given: string, expected: Buffer): boolean {
  const bytes = Buffer.from(given, 'base64url');
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}

/** "payload.mac", both base64url: the payload is JSON of the claims. */
export function signToken(secret: string, claims: TokenClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(secret, 'token', payload).toString('base64url')}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The claims of a token this secret signed that has not expired at `nowMs`; null otherwise. */
export function verifyToken(secret: string, token: string, nowMs: number): TokenClaims | null {
  if (token.length > 512) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  if (!sameMac(signature, mac(secret, 'token', payload))) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { sid, uid, exp } = (claims ?? {}) as Partial<Record<keyof TokenClaims, unknown>>;
  if (typeof sid !== 'string' || typeof uid !== 'string' || typeof exp !== 'number') return null;
  if (!UUID.test(sid) || !UUID.test(uid) || exp * 1000 <= nowMs) return null;
  return { sid, uid, exp };
}

/** The sign endpoint's answer for a username: "issuedAtMs.mac". */
export function signUsername(secret: string, username: string, issuedAtMs: number): string {
  const value = `${issuedAtMs}:${username}`;
  return `${issuedAtMs}.${mac(secret, 'sign', value).toString('base64url')}`;
}

/** True for a signature of this username issued less than `ttlMs` before `nowMs`. */
export function verifyUsernameSignature(
  secret: string,
  username: string,
  signature: string,
  nowMs: number,
  ttlMs: number,
): boolean {
  const [issued, given, ...rest] = signature.split('.');
  const issuedAtMs = Number(issued);
  if (!given || rest.length > 0 || !Number.isSafeInteger(issuedAtMs)) return false;
  if (issuedAtMs > nowMs + 60_000 || nowMs - issuedAtMs > ttlMs) return false;
  return sameMac(given, mac(secret, 'sign', `${issuedAtMs}:${username}`));
}

/** A new reset key for a link: 32 random bytes, base64url. */
export const newResetKey = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a reset key. */
export const resetKeyHash = (key: string): string =>
  createHash('sha256').update(key).digest('base64url');

/**
 * The device cookie's value for an account: "userId.mac". A browser that logged into the account
 * before carries it, and its owner's login is not held back by the guesses others make at the
 * account from elsewhere (accounts.ts login). It grants nothing else.
 */
export function deviceProof(secret: string, userId: string): string {
  return `${userId}.${mac(secret, 'device', userId).toString('base64url')}`;
}

/** True when `proof` is this secret's device proof for `userId`. */
export function isDeviceOf(
  secret: string,
  proof: string | null | undefined,
  userId: string,
): boolean {
  if (!proof || proof.length > 200) return false;
  const [id, signature, ...rest] = proof.split('.');
  if (id !== userId || !signature || rest.length > 0) return false;
  return sameMac(signature, mac(secret, 'device', userId));
}

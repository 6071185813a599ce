import { describe, expect, it } from 'vitest';
import { hashPassword, PRODUCTION_SCRYPT, verifyPassword } from './password.js';
import { isClientHash, sessionSeconds, userCookieSeconds } from './accounts-rules.js';
import { clientHash } from './testing.js';
import {
  resetKeyHash,
  signToken,
  signUsername,
  verifyToken,
  verifyUsernameSignature,
} from './tokens.js';

const SECRET = 'rules-test-secret-long-enough-for-hmac';
const SID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const UID = '0a1b2c3d-4e5f-4a6b-9c8d-7e6f5a4b3c2d';

describe('session lifetimes', () => {
  it('is 30 minutes by default and 7 days with remember-me; nothing else outside 1..10080', () => {
    expect(sessionSeconds(undefined)).toBe(1800);
    expect(sessionSeconds(30)).toBe(1800);
    expect(sessionSeconds(10080)).toBe(604800);
    for (const bad of [0, -1, 10081, 1.5, '30', NaN]) expect(sessionSeconds(bad)).toBeNull();
    expect(userCookieSeconds(1800)).toBe(1800);
    expect(userCookieSeconds(604800)).toBe(604800);
  });

  it('takes only a SHA-384 in hex as the client password', () => {
    expect(isClientHash(clientHash('hemmelig1'))).toBe(true);
    expect(isClientHash('hemmelig1')).toBe(false);
    expect(isClientHash(clientHash('x').toUpperCase())).toBe(false);
    expect(isClientHash(undefined)).toBe(false);
  });
});

describe('tokens', () => {
  it('verifies its own signature until the expiry, and nothing altered', () => {
    const token = signToken(SECRET, { sid: SID, uid: UID, exp: 1000 });
    expect(verifyToken(SECRET, token, 999_000)).toEqual({ sid: SID, uid: UID, exp: 1000 });
    expect(verifyToken(SECRET, token, 1_000_000)).toBeNull();
    expect(verifyToken('another-secret-long-enough-for-hmac', token, 0)).toBeNull();
    const [payload = '', mac = ''] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sid: SID, uid: UID, exp: 9e9 })).toString(
      'base64url',
    );
    expect(verifyToken(SECRET, `${forged}.${mac}`, 0)).toBeNull();
    expect(verifyToken(SECRET, `${payload}.${mac}.x`, 0)).toBeNull();
    expect(verifyToken(SECRET, 'x'.repeat(600), 0)).toBeNull();
  });

  it('signs a username for ten minutes, for that username only', () => {
    const signature = signUsername(SECRET, 'a@example.test', 1_000_000);
    expect(
      verifyUsernameSignature(SECRET, 'a@example.test', signature, 1_000_000 + 599_000, 600_000),
    ).toBe(true);
    expect(
      verifyUsernameSignature(SECRET, 'a@example.test', signature, 1_000_000 + 601_000, 600_000),
    ).toBe(false);
    expect(verifyUsernameSignature(SECRET, 'b@example.test', signature, 1_000_000, 600_000)).toBe(
      false,
    );
    expect(verifyUsernameSignature(SECRET, 'a@example.test', 'nonsense', 1_000_000, 600_000)).toBe(
      false,
    );
  });

  it('keeps only a hash of a reset key', () => {
    expect(resetKeyHash('abc')).toMatch(/^[\w-]{43}$/);
    expect(resetKeyHash('abc')).not.toBe(resetKeyHash('abd'));
  });
});

describe('the password hash', () => {
  it('is scrypt at N=2^15, r=8, p=1 in production, salted per hash', async () => {
    expect(PRODUCTION_SCRYPT).toEqual({ N: 32768, r: 8, p: 1 });
    const client = clientHash('hemmelig1');
    const [a, b] = await Promise.all([
      hashPassword(client, PRODUCTION_SCRYPT),
      hashPassword(client, PRODUCTION_SCRYPT),
    ]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(client, a)).toBe(true);
    expect(await verifyPassword(clientHash('hemmelig2'), a)).toBe(false);
    expect(await verifyPassword(client, 'plain-text')).toBe(false);
  });
});

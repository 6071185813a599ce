import { describe, expect, it } from 'vitest';
import type { AuthUser } from './accounts.js';
import { requestAuth } from './request-auth.js';

const USER: AuthUser = {
  id: 'u',
  email: 'ola@example.test',
  customerType: 'PERSON',
  languageId: 1,
  createdAt: '2026-01-01',
  sessionId: 's',
};

/** Accounts that know one token, counting how often they are asked. */
function accounts() {
  const asked: (string | null)[] = [];
  return {
    asked,
    userOfToken: (token: string | null) => {
      asked.push(token);
      return Promise.resolve(token === 'good' ? USER : null);
    },
  };
}

describe('the request context auth (ctx.auth)', () => {
  it('reads a bearer token once per request, on the first ask', async () => {
    const known = accounts();
    const auth = requestAuth(known, 'Bearer good');
    expect(known.asked).toEqual([]);
    expect(auth.hasToken).toBe(true);
    expect(await auth.user()).toBe(USER);
    expect(await auth.requireUser()).toBe(USER);
    expect(known.asked).toEqual(['good']);
  });

  it('is nobody without a bearer token, with another scheme, or with a revoked one', async () => {
    const known = accounts();
    for (const header of [null, '', 'Basic Z29vZA==', 'Bearer', 'Bearer bad'])
      expect(await requestAuth(known, header).user()).toBeNull();
    expect(known.asked).toEqual(['bad']);
    await expect(requestAuth(known, 'Bearer bad').requireUser()).rejects.toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(await requestAuth(null, 'Bearer good').user()).toBeNull();
  });
});

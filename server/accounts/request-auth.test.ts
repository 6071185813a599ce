import { describe, expect, it } from 'vitest';
import type { AuthUser } from './accounts.js';
import { requestAuth } from './request-auth.js';

const USER: AuthUser = {
  id: 'u',
  email: 'ola@example.test',
  customerType: 'PERSON',
  languageId: 1,
  createdAt: '2026-01-01',
  role: 'customer',
  sessionId: 's',
};
const EDITOR_USER: AuthUser = { ...USER, id: 'e', role: 'editor' };
const EDITOR_TOKEN = 'editor-token-of-at-least-32-characters!';

/** Accounts that know one token, counting how often they are asked. */
function accounts() {
  const asked: (string | null)[] = [];
  return {
    asked,
    userOfToken: (token: string | null) => {
      asked.push(token);
      return Promise.resolve(token === 'good' ? USER : token === 'editor' ? EDITOR_USER : null);
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

  describe('requireEditor: the editor-only APIs', () => {
    it('lets in the EDITOR_TOKEN bearer without asking accounts, and an editor account', async () => {
      const known = accounts();
      expect(
        await requestAuth(known, `Bearer ${EDITOR_TOKEN}`, EDITOR_TOKEN).requireEditor(),
      ).toEqual({ kind: 'token' });
      expect(known.asked).toEqual([]);
      expect(await requestAuth(known, 'Bearer editor', EDITOR_TOKEN).requireEditor()).toEqual({
        kind: 'account',
        user: EDITOR_USER,
      });
    });

    it('refuses a visitor with 401, a customer with 403, and a near-miss token', async () => {
      const known = accounts();
      const codeOf = async (header: string | null, editorToken?: string) => {
        const auth = requestAuth(known, header, editorToken);
        expect(await auth.editor()).toBeNull();
        return auth.requireEditor().then(
          () => 'let in',
          (error: unknown) => {
            const { extensions } = error as {
              extensions: { code: string; http: { status: number } };
            };
            return `${extensions.code} ${extensions.http.status}`;
          },
        );
      };
      expect(await codeOf(null, EDITOR_TOKEN)).toBe('UNAUTHENTICATED 401');
      expect(await codeOf('Bearer good', EDITOR_TOKEN)).toBe('FORBIDDEN 403');
      expect(await codeOf(`Bearer ${EDITOR_TOKEN}x`, EDITOR_TOKEN)).toBe('UNAUTHENTICATED 401');
      expect(await codeOf(`Bearer ${EDITOR_TOKEN}`)).toBe('UNAUTHENTICATED 401');
      expect(await codeOf(`Basic ${EDITOR_TOKEN}`, EDITOR_TOKEN)).toBe('UNAUTHENTICATED 401');
    });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cartCookieText, readCartCookie, writeCartCookie } from './cart-cookie';

/** An id as the server makes it (server/cart/cart-id.ts): 16 random bytes in base64url. */
function serverMadeId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const base64 = btoa(String.fromCharCode(...bytes));
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

describe('the ralph-cart cookie', () => {
  afterEach(() => {
    writeCartCookie(null);
  });

  it('is SameSite=Lax everywhere and Secure on HTTPS', () => {
    const https = cartCookieText('Ab3_x-Yz9Q0wErTy_uIoP1', true);
    expect(https).toBe(
      'ralph-cart=Ab3_x-Yz9Q0wErTy_uIoP1; path=/; max-age=31536000; samesite=lax; secure',
    );
    const http = cartCookieText('Ab3_x-Yz9Q0wErTy_uIoP1', false);
    expect(http).toContain('samesite=lax');
    expect(http).not.toContain('secure');
    expect(cartCookieText(null, true)).toBe('ralph-cart=; path=/; max-age=0; samesite=lax; secure');
  });

  it('gives back every id the server makes, those with _ and - included', () => {
    const ids = Array.from({ length: 300 }, serverMadeId);
    expect(ids.some((id) => id.includes('_'))).toBe(true);
    expect(ids.some((id) => id.includes('-'))).toBe(true);
    for (const id of ['Ab3_x-Yz9Q0wErTy_uIoP1', '________________-_____', ...ids]) {
      writeCartCookie(id);
      expect(readCartCookie()).toBe(id);
    }
  });

  it('ignores what is no id and forgets the id on null', () => {
    for (const bad of ['%3Cscript%3E', 'short', 'a'.repeat(65), 'with%20space', '%E0%A4%A']) {
      document.cookie = `ralph-cart=${bad}; path=/`;
      expect(readCartCookie()).toBeNull();
    }
    writeCartCookie('Ab3_x-Yz9Q0wErTy_uIoP1');
    writeCartCookie(null);
    expect(readCartCookie()).toBeNull();
  });
});

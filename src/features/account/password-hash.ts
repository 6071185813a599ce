import { PASSWORD_SALT } from './account-constants';

/**
 * What the client sends for a password (as the spec says): SHA-384 of the fixed salt and the
 * password, as hex. The password itself never leaves the browser; the server hashes this again,
 * slowly (server/accounts/password.ts).
 */
export async function hashPassword(password: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${PASSWORD_SALT}${password}`);
  const digest = await crypto.subtle.digest('SHA-384', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

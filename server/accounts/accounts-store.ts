// Data access of accounts (migrations 0013, 0016): users, their sessions and reset keys. Plain SQL on
// PGlite and PostgreSQL alike; every function takes the database or a transaction.
import type { Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';

export interface UserRow {
  id: string;
  email: string;
  passwordHash: string;
  customerType: string;
  languageId: LanguageId;
  createdAt: string;
  /** 'editor' may use the editor-only APIs (request-auth.ts requireEditor). */
  role: 'customer' | 'editor';
}

const USER_COLUMNS = `id, email, password_hash AS "passwordHash", customer_type AS "customerType",
  language_id AS "languageId", created_at::text AS "createdAt", role`;

export async function userByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [
    email,
  ]);
  return rows[0] ?? null;
}

export async function userById(db: Queryable, id: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** The new account, or null when the address already has one (nothing changes then). */
export async function insertUser(
  db: Queryable,
  user: { email: string; passwordHash: string; customerType: string; languageId: LanguageId },
): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    `INSERT INTO users (email, password_hash, customer_type, language_id)
     VALUES ($1, $2, $3, $4) ON CONFLICT (email) DO NOTHING RETURNING ${USER_COLUMNS}`,
    [user.email, user.passwordHash, user.customerType, user.languageId],
  );
  return rows[0] ?? null;
}

export async function setPasswordHash(
  db: Queryable,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, password_changed_at = now() WHERE id = $1', [
    userId,
    passwordHash,
  ]);
}

export async function setLanguage(db: Queryable, userId: string, languageId: LanguageId) {
  await db.query('UPDATE users SET language_id = $2 WHERE id = $1 AND language_id <> $2', [
    userId,
    languageId,
  ]);
}

export interface SessionRow {
  id: string;
  userId: string;
  lifetimeSeconds: number;
  /** Unix ms. */
  expiresAt: number;
  revoked: boolean;
}

const SESSION_COLUMNS = `id, user_id AS "userId", lifetime_seconds AS "lifetimeSeconds",
  (extract(epoch FROM expires_at) * 1000)::float8 AS "expiresAt", revoked_at IS NOT NULL AS revoked`;

export async function insertSession(
  db: Queryable,
  userId: string,
  lifetimeSeconds: number,
  expiresAtMs: number,
): Promise<SessionRow> {
  const rows = await db.query<SessionRow>(
    `INSERT INTO auth_sessions (user_id, lifetime_seconds, expires_at)
     VALUES ($1, $2, to_timestamp($3::float8 / 1000)) RETURNING ${SESSION_COLUMNS}`,
    [userId, lifetimeSeconds, expiresAtMs],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT … RETURNING answered no session');
  return row;
}

/** The session if it is neither revoked nor expired at `nowMs`. */
export async function liveSession(
  db: Queryable,
  id: string,
  nowMs: number,
): Promise<SessionRow | null> {
  const rows = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM auth_sessions
      WHERE id = $1 AND revoked_at IS NULL AND expires_at > to_timestamp($2::float8 / 1000)`,
    [id, nowMs],
  );
  return rows[0] ?? null;
}

/** Moves a live session's expiry on (a refresh); false when it was revoked meanwhile. */
/**
 * Moves a live session's end to `expiresAtMs`, but never past `maxDays` after its login; the
 * end it got (ms), or null when it is revoked or already past that cap.
 */
export async function extendSession(
  db: Queryable,
  id: string,
  expiresAtMs: number,
  maxDays: number,
  nowMs: number,
): Promise<number | null> {
  const rows = await db.query<{ expiresAt: number }>(
    `UPDATE auth_sessions
        SET expires_at = LEAST(to_timestamp($2::float8 / 1000), created_at + make_interval(days => $3))
      WHERE id = $1 AND revoked_at IS NULL
        AND created_at + make_interval(days => $3) > to_timestamp($4::float8 / 1000)
      RETURNING (extract(epoch FROM expires_at) * 1000)::float8 AS "expiresAt"`,
    [id, expiresAtMs, maxDays, nowMs],
  );
  return rows[0]?.expiresAt ?? null;
}

export async function revokeSession(db: Queryable, id: string): Promise<void> {
  await db.query(
    'UPDATE auth_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL',
    [id],
  );
}

/** Revokes every live session of the account (password change, reset): logged out everywhere. */
export async function revokeUserSessions(db: Queryable, userId: string): Promise<void> {
  await db.query(
    'UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
    [userId],
  );
}

/** A reset key for the address it is mailed to: it works only while the account still has it. */
export async function insertResetKey(
  db: Queryable,
  userId: string,
  email: string,
  keyHash: string,
  expiresAtMs: number,
): Promise<void> {
  await db.query(
    `INSERT INTO password_reset_keys (key_hash, user_id, expires_at, email)
     VALUES ($1, $2, to_timestamp($3::float8 / 1000), $4)`,
    [keyHash, userId, expiresAtMs, email],
  );
}

/** Uses up the account's unused reset keys (its address changed: they were mailed elsewhere). */
export async function dropResetKeys(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `UPDATE password_reset_keys SET used_at = now()
      WHERE user_id = $1 AND purpose = 'reset' AND used_at IS NULL`,
    [userId],
  );
}

/**
 * Uses a reset key: the account's id when the key is known, unused, not expired at `nowMs` and
 * the account still has the address the key was mailed to (a key asked for before an address
 * change must not verify the new, unproven one); it is then used up (one UPDATE, so two
 * requests with one key cannot both have it).
 */
export async function takeResetKey(
  db: Queryable,
  keyHash: string,
  nowMs: number,
): Promise<{ userId: string; email: string } | null> {
  const rows = await db.query<{ userId: string; email: string }>(
    `UPDATE password_reset_keys k SET used_at = now() FROM users u
      WHERE k.key_hash = $1 AND k.purpose = 'reset' AND k.used_at IS NULL
        AND k.expires_at > to_timestamp($2::float8 / 1000) AND u.id = k.user_id AND u.email = k.email
      RETURNING k.user_id AS "userId", k.email`,
    [keyHash, nowMs],
  );
  return rows[0] ?? null;
}

/** Whether a reset key is live (unused, not expired, its address still the account's): read only. */
export async function isLiveResetKey(
  db: Queryable,
  keyHash: string,
  nowMs: number,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM password_reset_keys k JOIN users u ON u.id = k.user_id AND u.email = k.email
      WHERE k.key_hash = $1 AND k.purpose = 'reset' AND k.used_at IS NULL
        AND k.expires_at > to_timestamp($2::float8 / 1000)`,
    [keyHash, nowMs],
  );
  return rows.length > 0;
}

/** Deletes sessions and reset keys over for a day (housekeeping, every minute); answers how many. */
export async function purgeOldAuthRows(db: Queryable): Promise<number> {
  const sessions = await db.query(
    `DELETE FROM auth_sessions WHERE expires_at < now() - interval '1 day'
        OR revoked_at < now() - interval '1 day' RETURNING 1`,
  );
  const keys = await db.query(
    `DELETE FROM password_reset_keys WHERE expires_at < now() - interval '1 day' RETURNING 1`,
  );
  return sessions.length + keys.length;
}

/** Makes the account of `email` an editor (or a customer again); false when no account has it. */
export async function setRole(
  db: Queryable,
  email: string,
  role: UserRow['role'],
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'UPDATE users SET role = $2 WHERE email = $1 RETURNING id',
    [email, role],
  );
  return rows.length > 0;
}

/** An account's settings (migration 0016): what the settings page shows and changes. */
export interface ProfileRow {
  firstName: string;
  lastName: string;
  phone: string;
  addresses: AccountAddress[];
  organizationId: string | null;
  companyName: string | null;
  emailVerified: boolean;
}

export interface AccountAddress {
  kind: 'billing' | 'shipping';
  careOf: string | null;
  addressLine1: string;
  addressLine2: string | null;
  zip: string;
  city: string;
  /** NO or SE; absent in addresses saved before countries (Norway's). */
  country?: string;
}

export async function profileById(db: Queryable, id: string): Promise<ProfileRow | null> {
  const rows = await db.query<ProfileRow>(
    `SELECT first_name AS "firstName", last_name AS "lastName", phone, addresses,
            organization_id AS "organizationId", company_name AS "companyName",
            email_verified_at IS NOT NULL AS "emailVerified"
       FROM users WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function updateProfile(
  db: Queryable,
  id: string,
  profile: Omit<ProfileRow, 'emailVerified' | 'organizationId'>,
): Promise<void> {
  await db.query(
    `UPDATE users SET first_name = $2, last_name = $3, phone = $4,
            addresses = $5::jsonb, company_name = CASE WHEN organization_id IS NULL THEN NULL ELSE $6 END
      WHERE id = $1`,
    [
      id,
      profile.firstName,
      profile.lastName,
      profile.phone,
      JSON.stringify(profile.addresses),
      profile.companyName,
    ],
  );
}

/** Sets a business account's organisation number and company name (registration). */
export async function setBusiness(
  db: Queryable,
  id: string,
  organizationId: string,
  companyName: string,
): Promise<void> {
  await db.query('UPDATE users SET organization_id = $2, company_name = $3 WHERE id = $1', [
    id,
    organizationId,
    companyName,
  ]);
}

/** A new address for the account: unverified until its own confirmation link is used. */
/**
 * Gives the account a new (unverified) address; null when another account has it, else whether
 * the old address had been verified (what the account kept by that address was its own).
 */
export async function setEmail(
  db: Queryable,
  id: string,
  email: string,
): Promise<{ wasVerified: boolean } | null> {
  const rows = await db.query<{ wasVerified: boolean }>(
    `UPDATE users u SET email = $2, email_verified_at = NULL
       FROM (SELECT email_verified_at FROM users WHERE id = $1) AS old
      WHERE u.id = $1 AND NOT EXISTS (SELECT 1 FROM users WHERE email = $2)
      RETURNING old.email_verified_at IS NOT NULL AS "wasVerified"`,
    [id, email],
  );
  return rows[0] ?? null;
}

/** Marks the account's address as proved; true when it was not yet. */
/**
 * Marks the account's address as proved while it is still `email` (the address a key was mailed
 * to): an address change that landed meanwhile is not marked (the row's update re-checks the
 * email against the row as the change left it). True when it was not proved yet.
 */
export async function markEmailVerified(
  db: Queryable,
  id: string,
  email: string,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE users SET email_verified_at = now()
      WHERE id = $1 AND email = $2 AND email_verified_at IS NULL RETURNING id`,
    [id, email],
  );
  return rows.length > 0;
}

export async function insertVerifyKey(
  db: Queryable,
  userId: string,
  email: string,
  keyHash: string,
  expiresAtMs: number,
): Promise<void> {
  await db.query(
    `INSERT INTO password_reset_keys (key_hash, user_id, expires_at, purpose, email)
     VALUES ($1, $2, to_timestamp($3::float8 / 1000), 'verify', $4)`,
    [keyHash, userId, expiresAtMs, email],
  );
}

/**
 * Uses a confirmation key: the account's id when the key is known, unused, not expired and names
 * the address the account still has (a link mailed before an e-mail change proves nothing now).
 */
/**
 * Uses a confirmation key and marks the address it was mailed to as proved, in one statement:
 * only while the account still has that address. Two statements (take the key, then mark the
 * account) let an address change land between them on PostgreSQL, and the account's new,
 * unproved address was marked proved. Here the account row's update re-checks `u.email` against
 * the row as a concurrent change left it (READ COMMITTED re-evaluates it), so a changed address
 * is not marked. Answers the account's id, or null (no such key, used, expired, or another
 * address by now).
 */
export async function verifyWithKey(
  db: Queryable,
  keyHash: string,
  nowMs: number,
  userId: string,
): Promise<string | null> {
  const rows = await db.query<{ userId: string }>(
    `WITH taken AS (
       UPDATE password_reset_keys k SET used_at = now() FROM users u
        WHERE k.key_hash = $1 AND k.purpose = 'verify' AND k.used_at IS NULL
          AND k.expires_at > to_timestamp($2::float8 / 1000) AND u.id = k.user_id
          AND u.email = k.email AND k.user_id = $3
        RETURNING k.user_id, k.email)
     UPDATE users u SET email_verified_at = COALESCE(u.email_verified_at, now())
       FROM taken WHERE u.id = taken.user_id AND u.email = taken.email
     RETURNING u.id AS "userId"`,
    [keyHash, nowMs, userId],
  );
  return rows[0]?.userId ?? null;
}

/** Deletes the account: its sessions, keys, favourites and credit go with it (ON DELETE CASCADE). */
export async function deleteUser(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM users WHERE id = $1', [id]);
}

// The newsletter's data access: its resolvers say who may call and check the input, this file
// runs the SQL (newsletter_subscribers, migration 0005).
import type { Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';

export interface SignUp {
  /** Trimmed and lower-cased (newsletter-email.ts normaliseEmail). */
  email: string;
  languageId: LanguageId;
  channelId: number;
  marketId: number;
  /** The logged-in account that signed up (its own subscription), or null for a visitor. */
  accountId: string | null;
  /** The signer has proved the address theirs (its account, the address confirmed): no mail. */
  isOwnersWord: boolean;
}

/** An account, as far as the list is concerned: its id and its address (proved or not). */
export interface ListAccount {
  id: string;
  email: string;
}

/**
 * SQL: the subscription row (of newsletter_subscribers) is the account's ($acc) to read and end:
 * the account made it, or the account's address is verified (the row is then the account's
 * owner's, whoever made it).
 */
const ACCOUNTS_ROW = (acc: string) => `(newsletter_subscribers.account_id = ${acc} OR EXISTS (
  SELECT 1 FROM users u WHERE u.id = ${acc} AND u.email = newsletter_subscribers.email
     AND u.email_verified_at IS NOT NULL))`;

/**
 * Records one sign-up: a new address becomes a subscriber, a known one counts one sign-up more
 * and takes the language of this one. Pending until confirmed, unless the owner's word
 * (`isOwnersWord`) confirms it now. The caller runs it once per idempotency key. Answers
 * whether the address is confirmed now.
 */
export async function recordSignUp(tx: Queryable, signUp: SignUp): Promise<boolean> {
  const [row] = await tx.query<{ confirmed: boolean }>(
    `INSERT INTO newsletter_subscribers
       (email, language_id, channel_id, market_id, account_id, confirmed_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $6 THEN now() END)
     ON CONFLICT (email) DO UPDATE
       SET sign_ups = newsletter_subscribers.sign_ups + 1, language_id = $2,
           updated_at = now(),
           confirmed_at = COALESCE(newsletter_subscribers.confirmed_at, EXCLUDED.confirmed_at),
           -- Another signer (the address's owner, a visitor) makes the row no longer one
           -- account's own: an account that has not proved the address may not end it then.
           account_id = CASE WHEN newsletter_subscribers.account_id = EXCLUDED.account_id
                             THEN newsletter_subscribers.account_id END
     RETURNING confirmed_at IS NOT NULL AS confirmed`,
    [
      signUp.email,
      signUp.languageId,
      signUp.channelId,
      signUp.marketId,
      signUp.accountId,
      signUp.isOwnersWord,
    ],
  );
  return row?.confirmed === true;
}

/** How long a confirmation link works, and how often one address is sent a new one. */
export const CONFIRM_LINK_DAYS = 7;
export const CONFIRM_MAIL_EVERY_MINUTES = 10;

/**
 * Takes the right to mail a pending address its confirmation link (`keyHash` the new key's):
 * at most one mail per CONFIRM_MAIL_EVERY_MINUTES an address, however many sign-ups name it,
 * from any process. The newest link works; its language, or null when no mail is due.
 */
export async function claimConfirmationMail(
  db: Queryable,
  email: string,
  keyHash: string,
): Promise<LanguageId | null> {
  const [row] = await db.query<{ languageId: LanguageId }>(
    `UPDATE newsletter_subscribers SET confirm_key_hash = $2, confirm_mailed_at = now()
      WHERE email = $1 AND confirmed_at IS NULL
        AND (confirm_mailed_at IS NULL
             OR confirm_mailed_at < now() - make_interval(mins => $3))
      RETURNING language_id AS "languageId"`,
    [email, keyHash, CONFIRM_MAIL_EVERY_MINUTES],
  );
  return row?.languageId ?? null;
}

/**
 * Confirms the pending sign-up the key was mailed for (within CONFIRM_LINK_DAYS); the key then
 * works no more. The address, or null for a key that is unknown, used or too old.
 */
export async function confirmSignUp(db: Queryable, keyHash: string): Promise<string | null> {
  const [row] = await db.query<{ email: string }>(
    `UPDATE newsletter_subscribers
        SET confirmed_at = now(), confirm_key_hash = NULL, updated_at = now()
      WHERE confirm_key_hash = $1 AND confirmed_at IS NULL
        AND confirm_mailed_at > now() - make_interval(days => $2)
      RETURNING email`,
    [keyHash, CONFIRM_LINK_DAYS],
  );
  return row?.email ?? null;
}

/** How many sign-ups an address has had (0: none). */
export async function signUpCount(db: Queryable, email: string): Promise<number> {
  const [row] = await db.query<{ signUps: number }>(
    'SELECT sign_ups AS "signUps" FROM newsletter_subscribers WHERE email = $1',
    [email],
  );
  return row?.signUps ?? 0;
}

/**
 * The account's newsletter setting: its address is on the list, and the subscription is the
 * account's to see (ACCOUNTS_ROW: made by it, or its address verified).
 */
export async function isSubscribed(db: Queryable, account: ListAccount): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM newsletter_subscribers WHERE email = $1 AND ${ACCOUNTS_ROW('$2::uuid')}`,
    [account.email, account.id],
  );
  return rows.length > 0;
}

/** Ends the account's subscription (ACCOUNTS_ROW); another's of the same address stays. */
export async function unsubscribeAccount(tx: Queryable, account: ListAccount): Promise<void> {
  await tx.query(
    `DELETE FROM newsletter_subscribers WHERE email = $1 AND ${ACCOUNTS_ROW('$2::uuid')}`,
    [account.email, account.id],
  );
}

/**
 * The account's newsletter setting, written to the one list: on puts the address on it as the
 * account's (an address already there stays as it is, and whose it is: saving the settings again
 * is no new sign-up), off ends the account's subscription (unsubscribeAccount). The same call
 * twice leaves the same list.
 */
export async function setSubscription(
  tx: Queryable,
  who: ListAccount & { languageId: LanguageId },
  subscribed: boolean,
): Promise<void> {
  if (!subscribed) {
    await unsubscribeAccount(tx, who);
    return;
  }
  // Confirmed at once when the account's address is verified (the owner's word); otherwise
  // it is on the list once the address is (ON_THE_LIST), or its owner confirms a mailed link.
  await tx.query(
    `INSERT INTO newsletter_subscribers (email, language_id, account_id, confirmed_at)
     SELECT $1, $2, $3, CASE WHEN u.email_verified_at IS NOT NULL THEN now() END
       FROM users u WHERE u.id = $3
     ON CONFLICT (email) DO NOTHING`,
    [who.email, who.languageId, who.id],
  );
}

/**
 * SQL over newsletter_subscribers: the row is on the list, to be sent newsletters. Its address's
 * owner confirmed it (the mailed link, or as the logged-in account of the confirmed address),
 * or an account made it whose address has been confirmed since.
 */
export const ON_THE_LIST = `(newsletter_subscribers.confirmed_at IS NOT NULL OR EXISTS (
  SELECT 1 FROM users u WHERE u.id = newsletter_subscribers.account_id
     AND u.email = newsletter_subscribers.email AND u.email_verified_at IS NOT NULL))`;

/** The addresses on the list (ON_THE_LIST) in a language: whom a newsletter goes to. */
export async function listAddresses(db: Queryable, languageId: LanguageId): Promise<string[]> {
  const rows = await db.query<{ email: string }>(
    `SELECT email FROM newsletter_subscribers WHERE language_id = $1 AND ${ON_THE_LIST}
      ORDER BY email`,
    [languageId],
  );
  return rows.map((row) => row.email);
}

/**
 * An account changed its address: its subscription of the old one (made by it, or the old
 * address was verified) moves to the new one as the account's (it stays subscribed); another's
 * subscription of the old address stays, and one the new address already has stays its owner's.
 */
export async function moveSubscription(
  tx: Queryable,
  change: { id: string; from: string; to: string; wasVerified: boolean },
): Promise<void> {
  const moved = await tx.query<{ languageId: number; channelId: number; marketId: number }>(
    `DELETE FROM newsletter_subscribers WHERE email = $1 AND ($2 OR account_id = $3::uuid)
     RETURNING language_id AS "languageId", channel_id AS "channelId", market_id AS "marketId"`,
    [change.from, change.wasVerified, change.id],
  );
  const [row] = moved;
  if (!row) return;
  await tx.query(
    `INSERT INTO newsletter_subscribers (email, language_id, channel_id, market_id, account_id)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (email) DO NOTHING`,
    [change.to, row.languageId, row.channelId, row.marketId, change.id],
  );
}

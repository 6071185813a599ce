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
 * and takes the language of this one. The caller runs it once per idempotency key.
 */
export async function recordSignUp(tx: Queryable, signUp: SignUp): Promise<void> {
  await tx.query(
    `INSERT INTO newsletter_subscribers (email, language_id, channel_id, market_id, account_id)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (email) DO UPDATE
       SET sign_ups = newsletter_subscribers.sign_ups + 1, language_id = $2,
           updated_at = now(),
           -- Another signer (the address's owner, a visitor) makes the row no longer one
           -- account's own: an account that has not proved the address may not end it then.
           account_id = CASE WHEN newsletter_subscribers.account_id = EXCLUDED.account_id
                             THEN newsletter_subscribers.account_id END`,
    [signUp.email, signUp.languageId, signUp.channelId, signUp.marketId, signUp.accountId],
  );
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
  await tx.query(
    `INSERT INTO newsletter_subscribers (email, language_id, account_id) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO NOTHING`,
    [who.email, who.languageId, who.id],
  );
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

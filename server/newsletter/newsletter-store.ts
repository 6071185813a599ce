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
}

/**
 * Records one sign-up: a new address becomes a subscriber, a known one counts one sign-up more
 * and takes the language of this one. The caller runs it once per idempotency key.
 */
export async function recordSignUp(tx: Queryable, signUp: SignUp): Promise<void> {
  await tx.query(
    `INSERT INTO newsletter_subscribers (email, language_id, channel_id, market_id)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (email) DO UPDATE
       SET sign_ups = newsletter_subscribers.sign_ups + 1, language_id = $2,
           updated_at = now()`,
    [signUp.email, signUp.languageId, signUp.channelId, signUp.marketId],
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

/** Removes the address's sign-up (a deleted account's personal data); nothing when there is none. */
export async function unsubscribe(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM newsletter_subscribers WHERE email = $1', [email]);
}

/** Whether the address is on the list (the account's newsletter setting reads this). */
export async function isSubscribed(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM newsletter_subscribers WHERE email = $1', [email]);
  return rows.length > 0;
}

/**
 * The account's newsletter setting, written to the one list: on puts the address on it (an
 * address already there stays as it is: saving the settings again is no new sign-up), off takes
 * it off. The same call twice leaves the same list.
 */
export async function setSubscription(
  tx: Queryable,
  who: { email: string; languageId: LanguageId },
  subscribed: boolean,
): Promise<void> {
  if (!subscribed) {
    await unsubscribe(tx, who.email);
    return;
  }
  await tx.query(
    `INSERT INTO newsletter_subscribers (email, language_id) VALUES ($1, $2)
     ON CONFLICT (email) DO NOTHING`,
    [who.email, who.languageId],
  );
}

/**
 * An account changed its address: a subscription of the old one moves to the new one (the
 * account stays subscribed); nothing happens when the old one was not on the list.
 */
export async function moveSubscription(tx: Queryable, from: string, to: string): Promise<void> {
  const moved = await tx.query<{ languageId: number; channelId: number; marketId: number }>(
    `DELETE FROM newsletter_subscribers WHERE email = $1
     RETURNING language_id AS "languageId", channel_id AS "channelId", market_id AS "marketId"`,
    [from],
  );
  const [row] = moved;
  if (!row) return;
  await tx.query(
    `INSERT INTO newsletter_subscribers (email, language_id, channel_id, market_id)
     VALUES ($1, $2, $3, $4) ON CONFLICT (email) DO NOTHING`,
    [to, row.languageId, row.channelId, row.marketId],
  );
}

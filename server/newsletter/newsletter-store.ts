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

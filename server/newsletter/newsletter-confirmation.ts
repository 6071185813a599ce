// The newsletter's double opt-in: a pending sign-up's address is mailed a link (a random key,
// kept as its SHA-256 only), and the key confirms the sign-up once, within CONFIRM_LINK_DAYS.
import { newResetKey, resetKeyHash } from '../accounts/tokens.js';
import type { Db } from '../db/types.js';
import type { ShopMail } from '../mail/mailer.js';
import { newsletterConfirmationMail } from '../mail/messages.js';
import { claimConfirmationMail, CONFIRM_LINK_DAYS, confirmSignUp } from './newsletter-store.js';

/** The confirmation page's path (the client's route: nyhetsbrev/bekreft, under /nn too). */
export const CONFIRM_PATH = '/nyhetsbrev/bekreft';

/**
 * Mails a pending address its confirmation link, unless one went out to that address in the
 * last minutes (claimConfirmationMail) or its inbox has had its share of the shop's mails
 * (`allowsMailTo`: victim+1@, victim+2@… are one inbox). A mail that fails is logged, not the
 * sign-up's failure: the next sign-up of the address mails again.
 */
export async function mailConfirmation(
  db: Db,
  mail: ShopMail,
  email: string,
  log: (message: string) => void = (message) => console.warn(message),
): Promise<boolean> {
  // Before the claim: a claim stores a new key, which would end the link already mailed.
  if (mail.allowsMailTo && !mail.allowsMailTo(email)) {
    log('A newsletter confirmation was not sent: its inbox has had its share of mails');
    return false;
  }
  const key = newResetKey();
  const languageId = await claimConfirmationMail(db, email, resetKeyHash(key));
  if (languageId === null) return false;
  const prefix = languageId === 2 ? '/nn' : '';
  const link = `${mail.publicUrl}${prefix}${CONFIRM_PATH}?key=${key}`;
  try {
    await mail.mailer.send(newsletterConfirmationMail(email, link, CONFIRM_LINK_DAYS, languageId));
    return true;
  } catch (error) {
    log(`The newsletter confirmation to an address could not be sent: ${String(error)}`);
    return false;
  }
}

/** The key of a mailed link: confirms its sign-up; false for an unknown, used or old key. */
export async function confirmWithKey(db: Db, key: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(key)) return false;
  return (await confirmSignUp(db, resetKeyHash(key))) !== null;
}

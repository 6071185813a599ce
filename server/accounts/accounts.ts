// The account flows behind the auth endpoints (routes.ts) and the GraphQL context's user: login,
// register, refresh, logout, password change and password reset. Each checks its input first,
// counts the attempt against the rate limits, and changes nothing when it refuses.
import type { Db, Queryable } from '../db/types.js';
import { CHANNEL_CONFIGURATION } from '../site/channel-configuration.js';
import { isValidOrgNumber, normaliseOrgNumber } from '../../shared/validation/org-number.js';
import { shopPagePrefix } from '../../shared/routes/page-addresses.js';
import { Counter } from '../http/rate-limits.js';
import type { LanguageId } from '../i18n/language.js';
import type { Mailer } from '../mail/mailer.js';
import { accountNoticeMail, resetPasswordMail, type AccountNotice } from '../mail/messages.js';
import { ShopError } from '../errors/shop-error.js';
import { hashPassword, PRODUCTION_SCRYPT, verifyPassword, type ScryptCost } from './password.js';
import {
  checkRegistrationType,
  isClientHash,
  isValidEmail,
  mailboxKey,
  normaliseEmail,
  RESET_KEY_TTL_MS,
  SESSION_MAX_DAYS,
  SESSION_MINUTES,
  sessionSeconds,
  SIGNATURE_TTL_MS,
  VERIFY_KEY_TTL_MS,
} from './accounts-rules.js';
import * as store from './accounts-store.js';
import type { AccountErrorCode } from './accounts-texts.js';
import {
  deviceProof,
  isDeviceOf,
  newResetKey,
  resetKeyHash,
  signToken,
  signUsername,
  verifyToken,
  verifyUsernameSignature,
} from './tokens.js';

/** A refusal the shopper can act on: HTTP status, code and details (texts.ts words it). */
export class AccountError extends Error {
  constructor(
    readonly code: AccountErrorCode,
    readonly status: number,
    readonly details: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'AccountError';
  }
}

/** The logged-in account as resolvers see it (ctx.auth.user()). */
export interface AuthUser {
  id: string;
  email: string;
  customerType: string;
  languageId: LanguageId;
  createdAt: string;
  /** 'editor': may use the editor-only APIs (request-auth.ts requireEditor). */
  role: 'customer' | 'editor';
  /** The session the request's token names. */
  sessionId: string;
}

/** The account as the schema's Account type sees it: who is logged in and their settings. */
export interface AccountModel extends AuthUser {
  profile: store.ProfileRow;
}

/** A login's answer (the spec: sign, token, maxAge) and what the cookies need. */
export interface Session {
  token: string;
  /** Seconds the token lives; the client refreshes it after 900 × maxAge ms (the spec). */
  maxAge: number;
  /** The server's signature of the user id the ralph-user cookie holds. */
  sign: string;
  user: { id: string; email: string; customerType: string };
  /** This browser's device cookie for the account (it outlives logout: login's own limit). */
  device: string;
}

export interface AuthLimits {
  /**
   * Attempts per account from one client address (RATE_LIMIT_AUTH). An account as a whole takes
   * ACCOUNT_WIDE_FACTOR times as many from all addresses together: someone guessing from one
   * address cannot lock the owner out (a lock-out needs that many addresses), and guessing from
   * many is still bounded.
   */
  account: Counter;
  /** Attempts per client address, whatever the account (RATE_LIMIT_AUTH_ADDRESS). */
  address: Counter;
}

/** How many times the per-account-and-address limit an account takes from all addresses. */
export const ACCOUNT_WIDE_FACTOR = 10;
/**
 * Reset mails one account gets in the limit's window, whoever asks: more requests answer the
 * same 202 and send nothing (the keys already mailed still work), so nobody can flood an inbox
 * or use up the owner's own request.
 */
export const RESET_MAILS_PER_WINDOW = 3;
/**
 * Mails of any kind (welcome, notices, confirmation and reset links) one address gets from the
 * account code in the limit's window: registering and deleting, or moving an account's address
 * back and forth, cannot flood a stranger's inbox. Beyond it nothing is sent (and logged).
 */
export const ACCOUNT_MAILS_PER_RECIPIENT = 10;
/**
 * And in a day: the window's limit alone let a script from one address send a stranger ~960
 * "account created" and "deleted" mails a day, each window's ten again.
 */
export const ACCOUNT_MAILS_PER_RECIPIENT_DAY = 20;

/**
 * The mails one inbox may get: ACCOUNT_MAILS_PER_RECIPIENT a window and a day's. The account
 * code's mails and the newsletter's confirmation links share one (app.ts).
 */
export class RecipientMailLimit {
  readonly #window: Counter;
  readonly #day: Counter;

  constructor(windowSeconds: number, now: () => number = Date.now) {
    this.#window = new Counter({ max: ACCOUNT_MAILS_PER_RECIPIENT, windowSeconds }, undefined, now);
    this.#day = new Counter(
      { max: ACCOUNT_MAILS_PER_RECIPIENT_DAY, windowSeconds: 24 * 60 * 60 },
      undefined,
      now,
    );
  }

  /**
   * Counts a mail to `address`'s mailbox (mailboxKey: case, +tags and Gmail's dots are one
   * inbox); false when either limit is used up.
   */
  allows(address: string): boolean {
    const key = mailboxKey(address);
    // The window first: a refusal by the day then costs only window attempts, which the day
    // refuses anyway; the other way round, a refused window would use up the day.
    for (const counter of [this.#window, this.#day])
      try {
        counter.take(key);
      } catch {
        return false;
      }
    return true;
  }
}

export interface AccountsOptions {
  /** AUTH_SECRET: signs tokens and username signatures. */
  secret: string;
  mailer: Mailer;
  /** The shop's public origin (PUBLIC_URL) for links in mails, never a request's Host. */
  publicUrl: string;
  limits: AuthLimits;
  /** PRODUCTION_SCRYPT unless a test asks for a cheaper one. */
  scrypt?: ScryptCost;
  now?: () => number;
  log?: (message: string) => void;
  /**
   * Mails per inbox, shared with the shop's other mails to a typed address (the newsletter's
   * confirmation links, app.ts); a limit of the accounts' own when absent.
   */
  mailsTo?: RecipientMailLimit;
  /**
   * Runs in the deletion's transaction before the account row goes: the later domains remove
   * what they keep of the account (orders anonymised, newsletter sign-up), composed in app.ts
   * so accounts imports none of them.
   */
  onDelete?: (tx: Queryable, user: { id: string; email: string }) => Promise<void>;
  /**
   * Runs in the e-mail change's transaction once the account has its new address: the later
   * domains move what they keep by address (the newsletter sign-up), composed in app.ts.
   */
  onEmailChange?: (
    tx: Queryable,
    change: { id: string; from: string; to: string; wasVerified: boolean },
  ) => Promise<void>;
}

interface Credentials {
  /** Registration only: a customer type from the channel's configuration (PERSON if absent). */
  customerType?: unknown;
  organizationId?: unknown;
  companyName?: unknown;
  username: unknown;
  signature: unknown;
  password: unknown;
  sessionLifetime?: unknown;
  languageId: LanguageId;
  /** The path segment of the market the shopper is in (/se; null: the default market). */
  marketSegment?: string | null;
  client: string;
  /** The device cookie (tokens.ts deviceProof), when the browser has logged in here before. */
  device?: string | null;
}

const RESET_KEY = /^[A-Za-z0-9_-]{43}$/;

export class Accounts {
  readonly #secret: string;
  readonly #scrypt: ScryptCost;
  readonly #now: () => number;
  readonly #log: (message: string) => void;
  #dummyHash: Promise<string> | null = null;
  readonly #sending = new Set<Promise<unknown>>();
  /** Attempts per account from every address together (AuthLimits.account). */
  readonly #accountWide: Counter;
  /** Reset mails per account (RESET_MAILS_PER_WINDOW). */
  readonly #resetMails: Counter;
  /** Mails per recipient address (ACCOUNT_MAILS_PER_RECIPIENT). */
  readonly #mailsTo: RecipientMailLimit;

  constructor(
    readonly db: Db,
    private readonly options: AccountsOptions,
  ) {
    this.#secret = options.secret;
    this.#scrypt = options.scrypt ?? PRODUCTION_SCRYPT;
    this.#now = options.now ?? Date.now;
    this.#log = options.log ?? ((message) => console.warn(message));
    const { limit } = options.limits.account;
    const max = (value: number) => Math.min(Number.MAX_SAFE_INTEGER, value);
    this.#accountWide = new Counter(
      { max: max(limit.max * ACCOUNT_WIDE_FACTOR), windowSeconds: limit.windowSeconds },
      undefined,
      this.#now,
    );
    this.#resetMails = new Counter(
      { max: RESET_MAILS_PER_WINDOW, windowSeconds: limit.windowSeconds },
      undefined,
      this.#now,
    );
    this.#mailsTo = options.mailsTo ?? new RecipientMailLimit(limit.windowSeconds, this.#now);
  }

  /** The sign endpoint: a signature of the username, good for ten minutes. */
  sign(username: string): string {
    if (username.length === 0 || username.length > 254)
      throw new AccountError('BAD_REQUEST', 400, { field: 'username' });
    return signUsername(this.#secret, normaliseEmail(username), this.#now());
  }

  /** Who may: anyone with a fresh signature. Cost: one scrypt, counted per account and address. */
  async login(input: Credentials): Promise<Session> {
    const { email, seconds } = this.#checkCredentials(input);
    const password = input.password as string;
    this.#takeAddress('login', input.client);
    this.#limited(() => this.options.limits.account.take(`login:${email}|${input.client}`));
    const user = await store.userByEmail(this.db, email);
    // The account-wide limit holds back guesses from many addresses, but not a browser that
    // has logged into this account before (its device cookie): ten addresses' wrong passwords
    // cannot lock the owner out of their own device.
    if (!user || !isDeviceOf(this.#secret, input.device, user.id))
      this.#limited(() => this.#accountWide.take(`login:${email}`));
    // An unknown address costs the same scrypt and gets the same answer as a wrong password.
    const ok = user
      ? await verifyPassword(password, user.passwordHash)
      : await verifyPassword(password, await this.#dummy()).then(() => false);
    if (!user || !ok) throw new AccountError('WRONG_CREDENTIALS', 401);
    await store.setLanguage(this.db, user.id, input.languageId);
    return this.#newSession(user, seconds);
  }

  /**
   * Who may: anyone with a fresh signature. Cost: one scrypt and an insert, counted as login.
   * A business type (from the channel's configuration) needs an organisation number (MOD11) and
   * a company name; its account sees prices without VAT and keeps its type.
   */
  async register(input: Credentials): Promise<Session> {
    const { email, seconds } = this.#checkCredentials(input);
    const type = checkRegistrationType(
      CHANNEL_CONFIGURATION.customerTypes,
      input,
      isValidOrgNumber,
      normaliseOrgNumber,
    );
    if (!type.ok) throw new AccountError(type.code as AccountErrorCode, 400, { field: type.field });
    this.#take('register', email, input.client);
    const passwordHash = await hashPassword(input.password as string, this.#scrypt);
    const user = await this.db.transaction(async (tx) => {
      const inserted = await store.insertUser(tx, {
        email,
        passwordHash,
        customerType: type.customerType,
        languageId: input.languageId,
      });
      if (inserted && type.business)
        await store.setBusiness(
          tx,
          inserted.id,
          type.business.organizationId,
          type.business.companyName,
        );
      return inserted;
    });
    if (!user) throw new AccountError('ACCOUNT_EXISTS', 409);
    const link = await this.#confirmLink(
      user.id,
      user.email,
      input.languageId,
      input.marketSegment,
    );
    this.#mail(accountNoticeMail(user.email, 'created', input.languageId, link));
    return this.#newSession(user, seconds);
  }

  /**
   * A confirmation link's key, sent by the account that reads the mail: the address counts as
   * verified (guest orders with it then join the account). Who may: the key's holder logged
   * into the account it was made for (a POST from the settings page, never the link's GET: a
   * mail scanner that follows links, or the owner of an address someone else put on their
   * account, proves nothing), once, for a week, while the account still has the address it was
   * mailed to. Cost: one statement, limited per address. Answers whether it worked.
   */
  async verifyEmail(input: {
    key: unknown;
    token: string | null;
    client: string;
  }): Promise<boolean> {
    const found = await this.#live(input.token);
    if (!found) throw new AccountError('UNAUTHENTICATED', 401);
    if (typeof input.key !== 'string' || !RESET_KEY.test(input.key)) return false;
    this.#takeAddress('verify-key', input.client);
    // One statement: an address change cannot land between taking the key and marking it.
    const userId = await store.verifyWithKey(
      this.db,
      resetKeyHash(input.key),
      this.#now(),
      found.user.id,
    );
    return userId !== null;
  }

  /**
   * The logged-in account changes its e-mail address: the current password is needed (a wrong
   * one is refused, nothing logged out), the new address is unverified until its confirmation
   * link (mailed to it) is used, and the old address is told.
   */
  async changeEmail(input: {
    token: string | null;
    password: unknown;
    email: unknown;
    languageId: LanguageId;
    marketSegment?: string | null;
    client: string;
  }): Promise<Session> {
    const found = await this.#live(input.token);
    if (!found) throw new AccountError('UNAUTHENTICATED', 401);
    if (typeof input.email !== 'string') throw new AccountError('EMAIL_INVALID', 400);
    const email = normaliseEmail(input.email);
    if (!isValidEmail(email)) throw new AccountError('EMAIL_INVALID', 400);
    if (!isClientHash(input.password)) throw new AccountError('PASSWORD_INVALID', 400);
    const { session, user } = found;
    this.#take('email', user.email, input.client);
    if (!(await verifyPassword(input.password, user.passwordHash)))
      throw new AccountError('WRONG_PASSWORD', 401);
    if (email === user.email)
      return this.#answer(user, session.id, session.lifetimeSeconds, session.expiresAt);
    const changed = await this.db.transaction(async (tx) => {
      const set = await store.setEmail(tx, user.id, email);
      if (!set) return false;
      // Reset links mailed to the old address no longer open the account.
      await store.dropResetKeys(tx, user.id);
      await this.options.onEmailChange?.(tx, {
        id: user.id,
        from: user.email,
        to: email,
        wasVerified: set.wasVerified,
      });
      return true;
    });
    if (!changed) throw new AccountError('ACCOUNT_EXISTS', 409);
    const link = await this.#confirmLink(user.id, email, input.languageId, input.marketSegment);
    this.#mail(accountNoticeMail(email, 'email-changed', input.languageId, link));
    this.#mail(accountNoticeMail(user.email, 'email-changed', input.languageId));
    return this.#answer({ ...user, email }, session.id, session.lifetimeSeconds, session.expiresAt);
  }

  /**
   * Deletes the logged-in account. Who may: the holder of a live token who knows the current
   * password (a wrong one is refused; counted per account and address). In one transaction the
   * later domains remove what they keep (orders anonymised for bookkeeping, newsletter), then
   * the account row goes with its sessions (every device logged out), keys, favourites and
   * credit. A notice goes to the address it had.
   */
  async deleteAccount(input: {
    token: string | null;
    password: unknown;
    languageId: LanguageId;
    client: string;
  }): Promise<void> {
    const found = await this.#live(input.token);
    if (!found) throw new AccountError('UNAUTHENTICATED', 401);
    if (!isClientHash(input.password)) throw new AccountError('PASSWORD_INVALID', 400);
    const { user } = found;
    this.#take('delete', user.email, input.client);
    if (!(await verifyPassword(input.password, user.passwordHash)))
      throw new AccountError('WRONG_PASSWORD', 401);
    await this.db.transaction(async (tx) => {
      await this.options.onDelete?.(tx, { id: user.id, email: user.email });
      await store.deleteUser(tx, user.id);
    });
    this.#notice(user.email, 'deleted', input.languageId);
  }

  async #confirmLink(
    userId: string,
    email: string,
    languageId: LanguageId,
    marketSegment: string | null = null,
  ): Promise<string> {
    const key = newResetKey();
    await store.insertVerifyKey(
      this.db,
      userId,
      email,
      resetKeyHash(key),
      this.#now() + VERIFY_KEY_TTL_MS,
    );
    // The settings page, which asks the logged-in account to confirm (auth-routes.ts verify-email),
    // in the market and language the shopper was in.
    const prefix = shopPagePrefix(languageId, marketSegment);
    return `${this.options.publicUrl}${prefix}/min-konto/innstillinger?verifyKey=${key}`;
  }

  /**
   * A token still live gets a new one of its session, its expiry moved on (GET login), never
   * past SESSION_MAX_DAYS after the login: then the shopper logs in again.
   */
  async refresh(token: string | null): Promise<Session> {
    const found = await this.#live(token);
    if (!found) throw new AccountError('UNAUTHENTICATED', 401);
    const { session, user } = found;
    const now = this.#now();
    const wanted = now + session.lifetimeSeconds * 1000;
    const expiresAt = await store.extendSession(this.db, session.id, wanted, SESSION_MAX_DAYS, now);
    if (expiresAt === null) throw new AccountError('UNAUTHENTICATED', 401);
    return this.#answer(user, session.id, session.lifetimeSeconds, expiresAt);
  }

  /** Revokes the token's session; nothing to do without one (logging out twice is fine). */
  async logout(token: string | null): Promise<void> {
    const claims = token ? verifyToken(this.#secret, token, this.#now()) : null;
    if (claims) await store.revokeSession(this.db, claims.sid);
  }

  /**
   * The logged-in account changes its password: a wrong current one logs this session out (the
   * spec); the right one revokes every session of the account and answers a new one.
   */
  async changePassword(input: {
    token: string | null;
    password: unknown;
    newPassword: unknown;
    languageId: LanguageId;
    client: string;
  }): Promise<Session> {
    const found = await this.#live(input.token);
    if (!found) throw new AccountError('UNAUTHENTICATED', 401);
    if (!isClientHash(input.password) || !isClientHash(input.newPassword))
      throw new AccountError('PASSWORD_INVALID', 400);
    const { session, user } = found;
    this.#take('password', user.email, input.client);
    if (!(await verifyPassword(input.password, user.passwordHash))) {
      await store.revokeSession(this.db, session.id);
      throw new AccountError('WRONG_PASSWORD_LOGGED_OUT', 401);
    }
    const passwordHash = await hashPassword(input.newPassword, this.#scrypt);
    const answer = await this.db.transaction(async (tx) => {
      await store.setPasswordHash(tx, user.id, passwordHash);
      await store.revokeUserSessions(tx, user.id);
      // A reset link mailed before the change no longer sets the password back.
      await store.dropResetKeys(tx, user.id);
      const expiresAt = this.#now() + session.lifetimeSeconds * 1000;
      const fresh = await store.insertSession(tx, user.id, session.lifetimeSeconds, expiresAt);
      return this.#answer(user, fresh.id, session.lifetimeSeconds, expiresAt);
    });
    this.#notice(user.email, 'password-changed', input.languageId);
    return answer;
  }

  /**
   * Mails a reset link when the address has an account. The same answer (and no error) for an
   * unknown address; the account is looked up and the mail sent after the answer, so its time
   * tells nothing either. Limited per address and per account from an address (429); an
   * account gets at most RESET_MAILS_PER_WINDOW mails however many ask, silently.
   */
  requestReset(input: {
    username: unknown;
    languageId: LanguageId;
    marketSegment?: string | null;
    client: string;
  }): void {
    if (typeof input.username !== 'string' || !isValidEmail(normaliseEmail(input.username)))
      throw new AccountError('EMAIL_INVALID', 400);
    const email = normaliseEmail(input.username);
    // Per address and per account from it, not per account from everywhere: the mails are
    // capped silently instead, so others' requests never refuse the owner's own.
    this.#takeAddress('reset', input.client);
    this.#limited(() => this.options.limits.account.take(`reset:${email}|${input.client}`));
    // The look-up and the key's insert run after the answer, so its time tells nothing.
    this.#afterAnswer(
      () => this.#mailResetKey(email, input.languageId, input.marketSegment ?? null),
      `Reset for ${email}`,
    );
  }

  async #mailResetKey(
    email: string,
    languageId: LanguageId,
    marketSegment: string | null,
  ): Promise<void> {
    const user = await store.userByEmail(this.db, email);
    if (!user) return;
    try {
      this.#resetMails.take(user.id);
    } catch {
      return;
    }
    const key = newResetKey();
    await store.insertResetKey(
      this.db,
      user.id,
      user.email,
      resetKeyHash(key),
      this.#now() + RESET_KEY_TTL_MS,
    );
    const prefix = shopPagePrefix(languageId, marketSegment);
    const link = `${this.options.publicUrl}${prefix}/account/reset-password?key=${key}`;
    this.#mail(resetPasswordMail(email, link, RESET_KEY_TTL_MS / 60_000, languageId));
  }

  /**
   * Whether a reset link's key still works, without using it: the reset page asks as it opens,
   * so an expired or used link says so before the shopper types a new password twice. Who may:
   * anyone (a key is 256 random bits); cost: one indexed read, limited per address with the
   * reset itself. A key that does not work is RESET_KEY_EXPIRED (410), whatever the reason.
   */
  async checkResetKey(input: { key: unknown; client: string }): Promise<void> {
    if (typeof input.key !== 'string' || !RESET_KEY.test(input.key))
      throw new AccountError('RESET_KEY_EXPIRED', 410);
    this.#takeAddress('reset-key', input.client);
    if (!(await store.isLiveResetKey(this.db, resetKeyHash(input.key), this.#now())))
      throw new AccountError('RESET_KEY_EXPIRED', 410);
  }

  /** A reset link's key sets a new password, once; every session ends and a new one begins. */
  async resetPassword(input: {
    key: unknown;
    newPassword: unknown;
    languageId: LanguageId;
    client: string;
  }): Promise<Session> {
    if (typeof input.key !== 'string' || !RESET_KEY.test(input.key))
      throw new AccountError('RESET_KEY_EXPIRED', 410);
    if (!isClientHash(input.newPassword)) throw new AccountError('PASSWORD_INVALID', 400);
    this.#takeAddress('reset-key', input.client);
    const passwordHash = await hashPassword(input.newPassword, this.#scrypt);
    const keyHash = resetKeyHash(input.key);
    const result = await this.db.transaction(async (tx) => {
      const key = await store.takeResetKey(tx, keyHash, this.#now());
      const user = key ? await store.userById(tx, key.userId) : null;
      if (!key || !user) return null;
      await store.setPasswordHash(tx, user.id, passwordHash);
      await store.revokeUserSessions(tx, user.id);
      // Every other link mailed for the account is used up with this one (an earlier mail, or
      // one an attacker asked for, cannot set the password again).
      await store.dropResetKeys(tx, user.id);
      // The reset link came to the account's address: its holder has proved it is theirs.
      await store.markEmailVerified(tx, user.id, key.email);
      const seconds = SESSION_MINUTES * 60;
      const expiresAt = this.#now() + seconds * 1000;
      const fresh = await store.insertSession(tx, user.id, seconds, expiresAt);
      return { user, answer: this.#answer(user, fresh.id, seconds, expiresAt) };
    });
    if (!result) throw new AccountError('RESET_KEY_EXPIRED', 410);
    this.#notice(result.user.email, 'password-changed', input.languageId);
    return result.answer;
  }

  /** The account a bearer token names while its session lives; null otherwise. */
  async userOfToken(token: string | null): Promise<AuthUser | null> {
    const found = await this.#live(token);
    if (!found) return null;
    const { user, session } = found;
    return {
      id: user.id,
      email: user.email,
      customerType: user.customerType,
      languageId: user.languageId,
      createdAt: user.createdAt,
      role: user.role,
      sessionId: session.id,
    };
  }

  async #live(token: string | null) {
    const claims = token ? verifyToken(this.#secret, token, this.#now()) : null;
    if (!claims) return null;
    const session = await store.liveSession(this.db, claims.sid, this.#now());
    if (session?.userId !== claims.uid) return null;
    const user = await store.userById(this.db, claims.uid);
    return user ? { session, user } : null;
  }

  #checkCredentials(input: Credentials): { email: string; seconds: number } {
    if (typeof input.username !== 'string') throw new AccountError('EMAIL_INVALID', 400);
    const email = normaliseEmail(input.username);
    if (!isValidEmail(email)) throw new AccountError('EMAIL_INVALID', 400);
    if (!isClientHash(input.password)) throw new AccountError('PASSWORD_INVALID', 400);
    const seconds = sessionSeconds(input.sessionLifetime);
    if (seconds === null) throw new AccountError('BAD_REQUEST', 400, { field: 'sessionLifetime' });
    if (
      typeof input.signature !== 'string' ||
      !verifyUsernameSignature(this.#secret, email, input.signature, this.#now(), SIGNATURE_TTL_MS)
    )
      throw new AccountError('SIGNATURE_INVALID', 400);
    return { email, seconds };
  }

  /**
   * Counts an attempt per address, then per account from that address, then per account from
   * all addresses (AuthLimits); a refusal is a 429 with its wait.
   */
  #take(action: string, email: string, client: string): void {
    this.#takeAddress(action, client);
    this.#limited(() => this.options.limits.account.take(`${action}:${email}|${client}`));
    this.#limited(() => this.#accountWide.take(`${action}:${email}`));
  }

  #takeAddress(action: string, client: string): void {
    this.#limited(() => this.options.limits.address.take(`${action}:${client}`));
  }

  #limited(take: () => void): void {
    try {
      take();
    } catch (error) {
      if (error instanceof ShopError && error.code === 'RATE_LIMITED')
        throw new AccountError('RATE_LIMITED', 429, { retryAfter: error.details.retryAfter });
      throw error;
    }
  }

  async #newSession(user: store.UserRow, seconds: number): Promise<Session> {
    const expiresAt = this.#now() + seconds * 1000;
    const session = await store.insertSession(this.db, user.id, seconds, expiresAt);
    return this.#answer(user, session.id, seconds, expiresAt);
  }

  #answer(user: store.UserRow, sessionId: string, seconds: number, expiresAtMs: number): Session {
    const token = signToken(this.#secret, {
      sid: sessionId,
      uid: user.id,
      exp: Math.floor(expiresAtMs / 1000),
    });
    return {
      token,
      maxAge: seconds,
      sign: signUsername(this.#secret, user.id, this.#now()),
      user: { id: user.id, email: user.email, customerType: user.customerType },
      device: deviceProof(this.#secret, user.id),
    };
  }

  #dummy(): Promise<string> {
    this.#dummyHash ??= hashPassword('0'.repeat(96), this.#scrypt);
    return this.#dummyHash;
  }

  #notice(to: string, notice: AccountNotice, languageId: LanguageId): void {
    this.#mail(accountNoticeMail(to, notice, languageId));
  }

  /** Sends without holding up the answer; a failure is logged, never the shopper's problem. */
  #mail(message: Parameters<Mailer['send']>[0]): void {
    if (!this.#mailsTo.allows(message.to)) {
      this.#log(`Mail "${message.subject}" not sent: too many to one address`);
      return;
    }
    this.#afterAnswer(() => this.options.mailer.send(message), `Mail to ${message.to}`);
  }

  /** Work the answer does not wait for, kept until done (mailed() waits for it); errors logged. */
  #afterAnswer(work: () => Promise<unknown>, what: string): void {
    const running = Promise.resolve()
      .then(work)
      .catch((error: unknown) => {
        this.#log(`${what} not done: ${error instanceof Error ? error.message : String(error)}`);
      });
    this.#sending.add(running);
    void running.finally(() => this.#sending.delete(running));
  }

  /** Resolves once the mails (and the work that starts them) are done (tests, shutdown). */
  async mailed(): Promise<void> {
    while (this.#sending.size > 0) await Promise.all([...this.#sending]);
  }
}

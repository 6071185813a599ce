// The offline queue's protocol, shared by the page (features/offline-queue) and the service
// worker (sw/sync). Plain constants only: sw/ imports this file.

/**
 * What waits for the network, one queue each: cart changes replay in order, apart from sign-ups
 * ('newsletter': the newsletter's and the back-in-stock alerts') and from a logged-in shopper's
 * reviews and questions ('review': sent with the login they were written under).
 */
export type SyncKind = 'cart' | 'newsletter' | 'review';

/** The mutations that may wait offline, by GraphQL operation name. */
export const QUEUED_OPERATIONS: Readonly<Record<string, SyncKind>> = {
  AddToCart: 'cart',
  AddPackageToCart: 'cart',
  UpdateCartItemQuantity: 'cart',
  RemoveCartItem: 'cart',
  ApplyPromoCode: 'cart',
  RemovePromoCode: 'cart',
  ResetCart: 'cart',
  SubscribeToNewsletter: 'newsletter',
  SignUpForStockAlert: 'newsletter',
  WriteReview: 'review',
  AskQuestion: 'review',
};

/** workbox-background-sync queue names (sync tags are `workbox-background-sync:<name>`). */
export const SYNC_QUEUE_NAMES: Readonly<Record<SyncKind, string>> = {
  cart: 'atvhuset-cart',
  newsletter: 'atvhuset-newsletter',
  review: 'atvhuset-review',
};

/**
 * extensions.code of the worker's own answer to a mutation it queued: HTTP 202 with
 * `{ errors: [{ message, extensions: { code, kind, idempotencyKey } }] }`, so Apollo rejects it
 * like any refused mutation (nothing reaches the cache) and the page tells it apart by the code.
 */
export const QUEUED_CODE = 'QUEUED_OFFLINE';

/** Messages between the page and the worker about the queue. */
export const SYNC_MESSAGES = {
  /** page → worker: replay now (online event, app start, a timer while changes wait). */
  replay: 'SYNC_REPLAY',
  /** worker → pages: one queued change reached the server: applied or refused. */
  outcome: 'SYNC_OUTCOME',
  /** worker → pages: a replay ended; `queued` lists the keys still waiting, per kind. */
  idle: 'SYNC_IDLE',
} as const;

/** A replay answered with 5xx or no answer waits; the page asks again this often while online. */
export const SYNC_RETRY_INTERVAL_MS = 30_000;

/** After `online`, replays that found the shop unreachable are tried again this soon. */
export const SYNC_ONLINE_FOLLOW_UPS_MS = [1_000, 3_000, 7_000, 15_000];

/** A queued change's end: `applied` (cartId: the cart the answer names) or `refused`. */
export type SyncResult =
  | { status: 'applied'; cartId: string | null }
  | {
      status: 'refused';
      code: string;
      values: Record<string, string | number>;
      /** The cart the refused change was sent to, when it was a cart change. */
      cartId?: string;
    };

export interface SyncOutcomeMessage {
  type: typeof SYNC_MESSAGES.outcome;
  kind: SyncKind;
  key: string;
  operationName: string;
  result: SyncResult;
}

/** A change the worker holds, as the page needs it to show and count it. */
export interface WaitingChange {
  key: string;
  kind: SyncKind;
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
  queuedAt: number;
}

export interface SyncIdleMessage {
  type: typeof SYNC_MESSAGES.idle;
  /** Idempotency keys the worker still holds, all kinds. */
  queued: string[];
  /**
   * The same changes in full, oldest first: a page whose stored record lost one (a reload
   * before IndexedDB had written it) shows it again from here. A worker from an older build
   * sends none.
   */
  waiting?: WaitingChange[];
}

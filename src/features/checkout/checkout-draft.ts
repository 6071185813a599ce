// What the shopper typed at checkout, kept in sessionStorage: it survives a reload and a trip to
// the payment page and back, stays in this tab, and ends with the browser session. Personal
// data never goes to the Apollo cache (persisted to IndexedDB). The personal id is not stored
// at all: it is typed again after a reload.
import type { Locale } from '@/i18n/locale';
import { emptyCheckoutValues, type CheckoutValues } from './model/checkout-form';
import type { OrderAttempt } from './model/order-attempt';

const KEY = 'atvhuset:checkout';

export interface CheckoutDraft {
  values: CheckoutValues;
  attempt: OrderAttempt | null;
  /** The language of the checkout: the payment page returns to nb paths. */
  locale: Locale | null;
  /** The account whose details filled the empty fields (once: model/account-prefill.ts). */
  prefilledFor: string | null;
}

const emptyDraft = (): CheckoutDraft => ({
  values: emptyCheckoutValues(),
  attempt: null,
  locale: null,
  prefilledFor: null,
});

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // Storage blocked: the form works from memory.
  }
}

export function readDraft(): CheckoutDraft {
  const empty = emptyDraft();
  try {
    const stored = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<CheckoutDraft> | null;
    if (!stored) return empty;
    const values = { ...empty.values, ...stored.values };
    return {
      values: {
        ...values,
        billing: { ...empty.values.billing, ...stored.values?.billing },
        shipping: { ...empty.values.shipping, ...stored.values?.shipping },
        identityNumber: '',
      },
      attempt: stored.attempt ?? null,
      locale: stored.locale ?? null,
      prefilledFor: stored.prefilledFor ?? null,
    };
  } catch {
    return empty;
  }
}

export function writeDraft(draft: CheckoutDraft): void {
  const stored: CheckoutDraft = { ...draft, values: { ...draft.values, identityNumber: '' } };
  try {
    storage()?.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Quota: the form keeps working from memory.
  }
}

/**
 * The payment of the current attempt failed (its order is cancelled): the form stays, and the
 * next "Betal" is a new attempt with a new idempotency key. Replaying the old key would only
 * answer the cancelled order again.
 */
export function forgetAttempt(): void {
  const draft = readDraft();
  if (draft.attempt) writeDraft({ ...draft, attempt: null });
}

/** The order is placed and paid: the next checkout starts empty. */
export function clearDraft(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

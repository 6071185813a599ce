import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '@/i18n/locale';
import { readDraft, writeDraft, type CheckoutDraft } from './checkout-draft';
import { prefillValues, type AccountPrefill } from './model/account-prefill';
import { emptyCheckoutValues, type CheckoutValues } from './model/checkout-form';
import type { OrderAttempt } from './model/order-attempt';

/**
 * A draft filled from an account that is no longer the one logged in (logged out, here or in
 * another tab) starts empty: the next person at the computer never sees the account's details.
 */
function forAccount(draft: CheckoutDraft, accountId: string | null): CheckoutDraft {
  if (draft.prefilledFor === null || draft.prefilledFor === accountId) return draft;
  return { ...draft, values: emptyCheckoutValues(), prefilledFor: null };
}

/**
 * The form's values and the current order attempt, saved to sessionStorage as they change. A
 * logged-in shopper's account (`accountId`, its details once known) fills the empty fields once,
 * never over what they typed.
 */
export function useCheckoutDraft(
  locale: Locale,
  accountId: string | null = null,
  account: AccountPrefill | null = null,
) {
  const [draft, setDraft] = useState<CheckoutDraft>(() => forAccount(readDraft(), accountId));

  // Adjusted while rendering (not in an effect): the fields never show a frame of the other
  // account's details, and the fill happens once, when the account's details arrive.
  let adjusted = forAccount(draft, accountId);
  if (account && adjusted.prefilledFor !== account.id)
    adjusted = {
      ...adjusted,
      values: prefillValues(adjusted.values, account),
      prefilledFor: account.id,
    };
  if (adjusted !== draft) setDraft(adjusted);

  useEffect(() => {
    writeDraft({ ...draft, locale });
  }, [draft, locale]);

  const updateValues = useCallback(
    (update: (values: CheckoutValues) => CheckoutValues) =>
      setDraft((current) => ({ ...current, values: update(current.values) })),
    [],
  );
  const setAttempt = useCallback(
    (attempt: OrderAttempt) => setDraft((current) => ({ ...current, attempt })),
    [],
  );

  return { values: draft.values, attempt: draft.attempt, updateValues, setAttempt };
}

import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '@/i18n/locale';
import { readDraft, writeDraft, type CheckoutDraft } from './checkout-draft';
import type { CheckoutValues } from './model/checkout-form';
import type { OrderAttempt } from './model/order-attempt';

/** The form's values and the current order attempt, saved to sessionStorage as they change. */
export function useCheckoutDraft(locale: Locale) {
  const [draft, setDraft] = useState<CheckoutDraft>(readDraft);

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

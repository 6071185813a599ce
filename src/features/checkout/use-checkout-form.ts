import { useCallback, useMemo, useState } from 'react';
import {
  activeFields,
  validateField,
  validateForm,
  withField,
  type CheckoutValues,
  type FieldName,
  type FormContext,
  type FormErrors,
} from './model/checkout-form';

/**
 * The spec: a field is checked when it loses focus, then on every change while it is in
 * error; the pay button reveals every error at once. `errors` is the live verdict on the whole
 * form (what guards the payment); `shown` is what the shopper sees at each field.
 */
export function useCheckoutForm(
  values: CheckoutValues,
  updateValues: (update: (values: CheckoutValues) => CheckoutValues) => void,
  context: FormContext,
) {
  const [shown, setShown] = useState<FormErrors>({});
  const errors = useMemo(() => validateForm(values, context), [values, context]);

  const change = useCallback(
    (field: FieldName, value: string) => {
      const next = withField(values, field, value);
      updateValues(() => next);
      if (shown[field])
        setShown((s) => ({ ...s, [field]: validateField(field, next, context) ?? undefined }));
    },
    [values, updateValues, shown, context],
  );

  const blur = useCallback(
    (field: FieldName) =>
      setShown((s) => ({ ...s, [field]: validateField(field, values, context) ?? undefined })),
    [values, context],
  );

  /** Shows every error; answers the first field in error, in the form's order. */
  const revealAll = useCallback((): FieldName | null => {
    setShown(errors);
    return activeFields(values, context).find((field) => errors[field]) ?? null;
  }, [errors, values, context]);

  /** Errors the server found (placeOrder VALIDATION_FAILED) show at their fields. */
  const showServerErrors = useCallback(
    (serverErrors: FormErrors) => setShown((s) => ({ ...s, ...serverErrors })),
    [],
  );

  return { errors, shown, change, blur, revealAll, showServerErrors, updateValues };
}

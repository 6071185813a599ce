import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewFieldError, ReviewFieldErrorCode } from '@shared/validation/review';
import { errorsByField, fieldErrorText, outcomeText } from './field-error-text';
import type { SendOutcome } from './review-outcome';

interface TextFormOptions<F extends string, V extends Record<F, unknown>, R extends SendOutcome> {
  empty: V;
  fields: readonly F[];
  /** The shop's own rule (shared/validation/review.ts). */
  errorsOf: (values: V) => readonly ReviewFieldError<F>[];
  send: (values: V) => Promise<R>;
  /** Sent and applied: the form is emptied. */
  onSent: (result: R) => void;
}

/**
 * A review's or a question's form state: fields checked with the shop's rule on submit, then as
 * the shopper types; what the shop refuses keeps what was typed, with the reason; a text queued
 * offline (outcome 'queued') empties the form and says it is sent when online.
 */
export function useTextForm<F extends string, V extends Record<F, unknown>, R extends SendOutcome>({
  empty,
  fields,
  errorsOf,
  send,
  onSent,
}: TextFormOptions<F, V, R>) {
  const { t } = useTranslation('reviews');
  const [values, setValues] = useState<V>(empty);
  const [shown, setShown] = useState<ReadonlySet<F>>(new Set());
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const [isSending, setIsSending] = useState(false);

  const local = errorsByField(errorsOf(values));
  const server =
    outcome?.kind === 'invalid'
      ? errorsByField(outcome.fields)
      : new Map<string, ReviewFieldErrorCode>();
  const errorOf = (field: F): string | null => {
    const code = shown.has(field) ? (local.get(field) ?? server.get(field)) : undefined;
    return code ? fieldErrorText(t, field, code) : null;
  };
  const set = <K extends F>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (outcome?.kind === 'invalid' || outcome?.kind === 'queued') setOutcome(null);
  };
  const show = (field: F) => setShown((current) => new Set(current).add(field));
  /** Shows a typed field's error once the shopper leaves it. */
  const blurred = (field: F) => () => {
    if (values[field]) show(field);
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setShown(new Set(fields));
    if (local.size > 0) {
      setOutcome({ kind: 'invalid', fields: [] });
      return;
    }
    setIsSending(true);
    const result = await send(values);
    setIsSending(false);
    if (result.kind === 'sent' || result.kind === 'queued') {
      setValues(empty);
      setShown(new Set());
    }
    if (result.kind === 'sent') {
      setOutcome(null);
      onSent(result);
      return;
    }
    setOutcome(result);
  };

  return {
    values,
    set,
    show,
    blurred,
    errorOf,
    outcome,
    isSending,
    submit,
    message: outcomeText(t, outcome),
  };
}

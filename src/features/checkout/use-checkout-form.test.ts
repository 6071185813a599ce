import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { clearDraft, readDraft, writeDraft } from './checkout-draft';
import { emptyCheckoutValues, type FormContext } from './model/checkout-form';
import { useCheckoutForm } from './use-checkout-form';

const person: FormContext = { customerType: 'PERSON', needsPersonalId: false, country: 'NO' };

function useForm() {
  const [values, setValues] = useState(emptyCheckoutValues);
  return useCheckoutForm(values, (update) => setValues(update), person);
}

describe('useCheckoutForm', () => {
  it('says nothing while typing until the field is left, then checks every keystroke', () => {
    const { result } = renderHook(useForm);
    act(() => result.current.change('email', 'kari'));
    expect(result.current.shown.email).toBeUndefined();
    expect(result.current.errors.email).toBe('INVALID_EMAIL');

    act(() => result.current.blur('email'));
    expect(result.current.shown.email).toBe('INVALID_EMAIL');
    act(() => result.current.change('email', 'kari@example.no'));
    expect(result.current.shown.email).toBeUndefined();

    // Valid once: a later mistake shows on the next blur, not while typing.
    act(() => result.current.change('email', 'kari@'));
    expect(result.current.shown.email).toBeUndefined();
    act(() => result.current.blur('email'));
    expect(result.current.shown.email).toBe('INVALID_EMAIL');
  });

  it('shows a required field left empty, and every error when asked', () => {
    const { result } = renderHook(useForm);
    act(() => result.current.blur('billingAddress.firstName'));
    expect(result.current.shown['billingAddress.firstName']).toBe('REQUIRED');
    let first: string | null = null;
    act(() => {
      first = result.current.revealAll();
    });
    expect(first).toBe('email');
    expect(result.current.shown.acceptTerms).toBe('TERMS_NOT_ACCEPTED');
  });
});

describe('checkout draft', () => {
  it('keeps what was typed for a reload, but never the personal id', () => {
    const values = {
      ...emptyCheckoutValues(),
      email: 'kari@example.no',
      identityNumber: '29020050169',
    };
    writeDraft({
      values,
      attempt: { key: 'k', fingerprint: 'f' },
      locale: 'nn',
      prefilledFor: 'account-1',
    });
    expect(sessionStorage.getItem('atvhuset:checkout')).not.toContain('29020050169');
    const draft = readDraft();
    expect(draft.values.email).toBe('kari@example.no');
    expect(draft.values.identityNumber).toBe('');
    expect(draft.attempt?.key).toBe('k');
    expect(draft.locale).toBe('nn');
    // The account's details filled the empty fields once: a reload does not fill them again.
    expect(draft.prefilledFor).toBe('account-1');
    clearDraft();
    expect(readDraft().values.email).toBe('');
  });
});

// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import {
  customerTypeCookieTexts,
  keepCustomerTypeCookies,
  readCustomerTypeCookies,
} from './customer-type-cookie';
import { customerTypeChosen, customerTypeSlice, vatDisplayChosen } from './customer-type-slice';

describe('customer type cookies', () => {
  it('keep the type and the VAT display for a year, Lax, Secure on HTTPS', () => {
    const [type, vat] = customerTypeCookieTexts({ type: 'COMPANY', vatIncluded: true }, true);
    expect(type).toBe('ralph-user-type=COMPANY; path=/; max-age=31536000; samesite=lax; secure');
    expect(vat).toBe('ralph-vat-included=1; path=/; max-age=31536000; samesite=lax; secure');
    expect(customerTypeCookieTexts({ type: 'PERSON', vatIncluded: false }, false)[1]).toBe(
      'ralph-vat-included=0; path=/; max-age=31536000; samesite=lax',
    );
  });

  it('read back what they wrote', () => {
    expect(readCustomerTypeCookies('a=1; ralph-user-type=COMPANY; ralph-vat-included=1')).toEqual({
      type: 'COMPANY',
      vatIncluded: true,
    });
    expect(readCustomerTypeCookies('ralph-vat-included=0;ralph-user-type=PERSON')).toEqual({
      type: 'PERSON',
      vatIncluded: false,
    });
  });

  it("fall back to the type's usual VAT display without the VAT cookie", () => {
    expect(readCustomerTypeCookies('ralph-user-type=COMPANY')).toEqual({
      type: 'COMPANY',
      vatIncluded: false,
    });
    expect(readCustomerTypeCookies('ralph-user-type=PERSON; ralph-vat-included=x')).toEqual({
      type: 'PERSON',
      vatIncluded: true,
    });
  });

  it('ignore a type this shop does not make, and no cookie at all', () => {
    expect(readCustomerTypeCookies('ralph-user-type=toString')).toBeNull();
    expect(readCustomerTypeCookies('ralph-user-type=ADMIN; ralph-vat-included=0')).toBeNull();
    expect(readCustomerTypeCookies('')).toBeNull();
  });
});

describe('keepCustomerTypeCookies', () => {
  it('writes both cookies in the moment the choice changes, and only then', () => {
    const written: string[] = [];
    const fakeDocument = {
      set cookie(text: string) {
        written.push(text.split(';')[0] ?? '');
      },
      get cookie() {
        return '';
      },
    };
    vi.stubGlobal('document', fakeDocument);
    vi.stubGlobal('location', { protocol: 'http:' });
    try {
      const store = configureStore({ reducer: { customerType: customerTypeSlice.reducer } });
      keepCustomerTypeCookies(store);
      store.dispatch({ type: 'unrelated' });
      expect(written).toEqual([]);
      store.dispatch(customerTypeChosen({ type: 'COMPANY', vatIncluded: false }));
      expect(written).toEqual(['ralph-user-type=COMPANY', 'ralph-vat-included=0']);
      store.dispatch(vatDisplayChosen(true));
      expect(written.slice(2)).toEqual(['ralph-user-type=COMPANY', 'ralph-vat-included=1']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

import { createContext, useContext } from 'react';

/**
 * Whether prices show including VAT (spec: by customer type, and the footer toggle). The app
 * provides it from the customerType slice, so every price reads it without knowing the store.
 */
export const VatDisplayContext = createContext(true);

export function useVatIncluded(): boolean {
  return useContext(VatDisplayContext);
}

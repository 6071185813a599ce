import type { ReactNode } from 'react';
import { VatDisplayContext } from '@/components/ui/vat-display';
import { selectVatIncluded } from '@/features/customer-type/customer-type-slice';
import { useAppSelector } from './hooks';

/** Hands the shopper's VAT display (customerType slice) to every price on the page. */
export function VatDisplayProvider({ children }: { children: ReactNode }) {
  const vatIncluded = useAppSelector(selectVatIncluded);
  return <VatDisplayContext value={vatIncluded}>{children}</VatDisplayContext>;
}

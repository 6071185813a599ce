import { useTranslation } from 'react-i18next';
import type { CartError } from './cart-error';

/** The localised message of a cart error; the error's extensions fill the placeholders. */
export function useCartErrorMessage() {
  const { t } = useTranslation('cart');
  return (error: CartError): string => t(`errors.${error.code}`, error.values);
}

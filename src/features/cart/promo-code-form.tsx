import { useTranslation } from 'react-i18next';
import { CodeForm, useCodeFormTexts } from './code-form';
import type { CartModel } from './use-cart';
import type { CartResult } from './use-cart-mutations';

interface PromoCodeFormProps {
  promo: CartModel['promo'];
  onApply: (code: string) => Promise<CartResult>;
  onRemove: () => Promise<CartResult>;
}

/** The promo code field (the spec: invalid, expired, requirements not met). */
export function PromoCodeForm({ promo, onApply, onRemove }: PromoCodeFormProps) {
  const { t } = useTranslation('cart');
  const texts = useCodeFormTexts('promo');
  const applied = !promo
    ? null
    : promo.isApplied
      ? t('promo.applied', { code: promo.code })
      : t('promo.notApplied', { code: promo.code, amount: promo.amountLeftToMinimumFormatted });
  return (
    <CodeForm
      name="promoCode"
      texts={texts}
      applied={applied}
      onApply={onApply}
      onRemove={onRemove}
    />
  );
}

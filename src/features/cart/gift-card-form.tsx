import { useTranslation } from 'react-i18next';
import { CodeForm, useCodeFormTexts } from './code-form';
import type { CartModel } from './use-cart';
import type { CartResult } from './use-cart-mutations';

interface GiftCardFormProps {
  giftCard: CartModel['giftCard'];
  onApply: (code: string) => Promise<CartResult>;
  onRemove: () => Promise<CartResult>;
}

/** The gift card field beside the promo code (errors: unknown, expired, empty). */
export function GiftCardForm({ giftCard, onApply, onRemove }: GiftCardFormProps) {
  const { t } = useTranslation('cart');
  const texts = useCodeFormTexts('giftCard');
  const applied = giftCard
    ? t('giftCard.applied', {
        code: giftCard.code,
        amount: giftCard.amountAppliedFormatted,
        remaining: giftCard.remainingFormatted,
      })
    : null;
  return (
    <CodeForm
      name="giftCard"
      className="gift-card"
      texts={texts}
      applied={applied}
      onApply={onApply}
      onRemove={onRemove}
    />
  );
}

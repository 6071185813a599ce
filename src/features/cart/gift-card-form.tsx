import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { CartError } from './cart-error';
import type { CartModel } from './use-cart';
import type { CartResult } from './use-cart-mutations';
import { useCartErrorMessage } from './use-cart-error-message';

interface GiftCardFormProps {
  giftCard: CartModel['giftCard'];
  onApply: (code: string) => Promise<CartResult>;
  onRemove: () => Promise<CartResult>;
}

/** The gift card field beside the promo code (errors: unknown, expired, empty). */
export function GiftCardForm({ giftCard, onApply, onRemove }: GiftCardFormProps) {
  const { t } = useTranslation('cart');
  const toMessage = useCartErrorMessage();
  const inputId = useId();
  const [code, setCode] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<CartError | 'required' | null>(null);

  const run = async (action: () => Promise<CartResult>) => {
    setIsBusy(true);
    setError(null);
    const result = await action();
    setIsBusy(false);
    if (result.ok) setCode('');
    else setError(result.error);
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError('required');
      return;
    }
    void run(() => onApply(trimmed));
  };

  const message = error === 'required' ? t('giftCard.required') : error ? toMessage(error) : null;

  return (
    <div className="promo-code gift-card">
      {giftCard ? (
        <div className="promo-code__applied">
          <p>
            {t('giftCard.applied', {
              code: giftCard.code,
              amount: giftCard.amountAppliedFormatted,
              remaining: giftCard.remainingFormatted,
            })}
          </p>
          <Button variant="ghost" size="s" isLoading={isBusy} onClick={() => void run(onRemove)}>
            {t('giftCard.remove')}
          </Button>
        </div>
      ) : (
        <form className="promo-code__form" onSubmit={submit} noValidate>
          <label htmlFor={inputId}>{t('giftCard.label')}</label>
          <div className="promo-code__row">
            <input
              id={inputId}
              name="giftCard"
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              aria-invalid={error ? true : undefined}
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" variant="secondary" size="s" isLoading={isBusy}>
              {t('giftCard.apply')}
            </Button>
          </div>
        </form>
      )}
      <p className="promo-code__error" role="alert">
        {message}
      </p>
    </div>
  );
}

import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { CartError } from './cart-error';
import type { CartModel } from './use-cart';
import type { CartResult } from './use-cart-mutations';
import { useCartErrorMessage } from './use-cart-error-message';

interface PromoCodeFormProps {
  promo: CartModel['promo'];
  onApply: (code: string) => Promise<CartResult>;
  onRemove: () => Promise<CartResult>;
}

/** The promo code field (spec section 8: invalid, expired, requirements not met). */
export function PromoCodeForm({ promo, onApply, onRemove }: PromoCodeFormProps) {
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

  const message = error === 'required' ? t('promo.required') : error ? toMessage(error) : null;

  return (
    <div className="promo-code">
      {promo ? (
        <div className="promo-code__applied">
          <p>
            {promo.isApplied
              ? t('promo.applied', { code: promo.code })
              : t('promo.notApplied', {
                  code: promo.code,
                  amount: promo.amountLeftToMinimumFormatted,
                })}
          </p>
          <Button variant="ghost" size="s" isLoading={isBusy} onClick={() => void run(onRemove)}>
            {t('promo.remove')}
          </Button>
        </div>
      ) : (
        <form className="promo-code__form" onSubmit={submit} noValidate>
          <label htmlFor={inputId}>{t('promo.label')}</label>
          <div className="promo-code__row">
            <input
              id={inputId}
              name="promoCode"
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              aria-invalid={error ? true : undefined}
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" variant="secondary" size="s" isLoading={isBusy}>
              {t('promo.apply')}
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

import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { CartError } from './cart-error';
import type { CartResult } from './use-cart-mutations';
import { useCartErrorMessage } from './use-cart-error-message';

export interface CodeFormTexts {
  label: string;
  apply: string;
  remove: string;
  /** Shown when the field is sent empty. */
  required: string;
}

interface CodeFormProps {
  /** The input's name (promoCode, giftCard): autofill and tests tell the fields apart by it. */
  name: string;
  className?: string;
  texts: CodeFormTexts;
  /** What the applied code does, or null when none is applied (the field shows then). */
  applied: string | null;
  onApply: (code: string) => Promise<CartResult>;
  onRemove: () => Promise<CartResult>;
}

/**
 * A code field of the cart (promo code, gift card): apply a trimmed code, or remove the applied
 * one. A refused code keeps what was typed and shows the server's reason, localised.
 */
export function CodeForm({ name, className, texts, applied, onApply, onRemove }: CodeFormProps) {
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

  const message = error === 'required' ? texts.required : error ? toMessage(error) : null;

  return (
    <div className={className ? `promo-code ${className}` : 'promo-code'}>
      {applied !== null ? (
        <div className="promo-code__applied">
          <p>{applied}</p>
          <Button variant="ghost" size="s" isLoading={isBusy} onClick={() => void run(onRemove)}>
            {texts.remove}
          </Button>
        </div>
      ) : (
        <form className="promo-code__form" onSubmit={submit} noValidate>
          <label htmlFor={inputId}>{texts.label}</label>
          <div className="promo-code__row">
            <input
              id={inputId}
              name={name}
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              aria-invalid={error ? true : undefined}
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" variant="secondary" size="s" isLoading={isBusy}>
              {texts.apply}
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

/** The texts of a code form from the cart namespace's `promo` or `giftCard` keys. */
export function useCodeFormTexts(kind: 'promo' | 'giftCard'): CodeFormTexts {
  const { t } = useTranslation('cart');
  return kind === 'promo'
    ? {
        label: t('promo.label'),
        apply: t('promo.apply'),
        remove: t('promo.remove'),
        required: t('promo.required'),
      }
    : {
        label: t('giftCard.label'),
        apply: t('giftCard.apply'),
        remove: t('giftCard.remove'),
        required: t('giftCard.required'),
      };
}

import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { PlaceOrderError } from '../place-order-error';
import type { MissingItem } from '../use-checkout-pay';

interface PaySectionProps {
  /** Every field valid, shipping and payment chosen, terms accepted (the spec). */
  isReady: boolean;
  isBusy: boolean;
  amount: string;
  /** Nothing left to pay: the order is completed here, no payment page follows. */
  isPaidByGiftCard?: boolean;
  /** What is missing, in the form's order: named under the button. */
  missing: readonly MissingItem[];
  error: PlaceOrderError | null;
  onRetry: () => void;
}

/**
 * The pay button. Until the form is ready it is guarded (aria-disabled) rather than disabled: a
 * press shows what is missing and moves focus there, instead of a button that does nothing.
 */
export function PaySection({
  isReady,
  isBusy,
  amount,
  isPaidByGiftCard = false,
  missing,
  error,
  onRetry,
}: PaySectionProps) {
  const { t, i18n } = useTranslation('checkout');
  return (
    <div className="pay">
      {error ? (
        <div className="pay__error" role="alert">
          <p>{t(`placeError.${error.code}`)}</p>
          {error.code === 'VALIDATION_FAILED' ? null : (
            <Button variant="secondary" size="s" onClick={onRetry} disabled={isBusy}>
              {t('placeError.retry')}
            </Button>
          )}
        </div>
      ) : null}
      <Button
        type="submit"
        size="l"
        className="pay__button"
        isLoading={isBusy}
        aria-disabled={!isReady || isBusy}
        aria-describedby={isReady ? undefined : 'pay-guard'}
      >
        <Icon name="lock" size={20} />
        {isBusy
          ? t('pay.placing')
          : isPaidByGiftCard
            ? t('pay.buttonNoAmount')
            : t('pay.button', { amount })}
      </Button>
      {isReady ? (
        <p className="pay__note">{t(isPaidByGiftCard ? 'pay.paidByGiftCard' : 'pay.secure')}</p>
      ) : (
        <p id="pay-guard" className="pay__note pay__note--guard">
          {missing.length > 0
            ? t('pay.needs', {
                // Nothing to pay (a gift card covers it): the order is completed, not paid.
                context: isPaidByGiftCard ? 'noAmount' : undefined,
                list: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                  missing.map((item) =>
                    item.kind === 'fields'
                      ? t('pay.missingItem.fields', { count: item.count })
                      : t(`pay.missingItem.${item.kind}`),
                  ),
                ),
              })
            : t('pay.guarded')}
        </p>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonClassName } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { CHECKOUT_PATH, CUSTOMER_SERVICE_PATH } from '@/config/constants';
import '../checkout.css';

const REASONS = [
  'declined',
  'sold_out',
  'insufficient_balance',
  'blocked',
  'out_of_stock',
] as const;
type Reason = (typeof REASONS)[number] | 'unknown';

export function toFailReason(value: string | null): Reason {
  return (REASONS as readonly (string | null)[]).includes(value) ? (value as Reason) : 'unknown';
}

/** /checkout/klarna-fail?reason: why the payment failed; the cart and the form are kept. */
export function PaymentFailure({ reason, onOpenCart }: { reason: Reason; onOpenCart: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="container container--narrow checkout">
      <div className="payment-failure" role="alert">
        <Icon name="info" size={32} />
        <h1>{t('fail.title')}</h1>
        <p className="payment-failure__reason">{t(`fail.reasons.${reason}`)}</p>
        <p>{t('fail.kept')}</p>
      </div>
      <div className="payment-failure__actions">
        <AppLink to={CHECKOUT_PATH} className={buttonClassName('primary', 'l')}>
          {t('fail.retry')}
        </AppLink>
        <Button variant="secondary" size="l" onClick={onOpenCart}>
          {t('fail.cart')}
        </Button>
      </div>
      <p>
        <AppLink to={CUSTOMER_SERVICE_PATH}>{t('fail.contact')}</AppLink>
      </p>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@/components/ui/icon';
import { INVOICE_DAYS } from '@/config/constants';
import { useMarketCountry } from '@/lib/market/use-market-shipping';
import './product-info.css';

const METHODS = [
  { key: 'card', icon: 'card' },
  { key: 'invoice', icon: 'mail' },
  { key: 'instalments', icon: 'clock' },
  { key: 'payLater', icon: 'history' },
  { key: 'vipps', icon: 'phone' },
] as const satisfies readonly { key: string; icon: IconName }[];

/**
 * The payment methods of the checkout: card, invoice (30 days), instalments, pay later, and Vipps
 * in Norway (the checkout offers no Vipps in Sweden).
 */
export function PaymentInfo() {
  const { t } = useTranslation('details');
  const country = useMarketCountry();
  const methods = country === 'NO' ? METHODS : METHODS.filter(({ key }) => key !== 'vipps');
  return (
    <div className="product-info">
      <p>{t('payment.intro')}</p>
      <dl className="payment-methods">
        {methods.map(({ key, icon }) => (
          <div key={key} className="payment-methods__item">
            <dt>
              <Icon name={icon} size={22} />
              {t(`payment.${key}`)}
            </dt>
            <dd>{t(`payment.${key}Text`, { days: INVOICE_DAYS })}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

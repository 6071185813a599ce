import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import {
  DELIVERY_DAYS_HEAVY,
  DELIVERY_DAYS_NORMAL,
  DELIVERY_DAYS_SUPPLIER,
  OPEN_PURCHASE_DAYS,
  PURCHASE_TERMS_PATH,
  SAME_DAY_CUTOFF,
} from '@/config/constants';
import { useMarketShipping, useMarketContext } from '@/lib/market/use-market-shipping';
import './product-info.css';

/**
 * Shipping, delivery times and returns, from the shop's constants (the spec: shipping from 79 kr,
 * delivery 2-4 weekdays, heavy 3-5, supplier 4-6, open purchase 14 days, returns from 79 kr);
 * the amounts in the shopper's market's currency.
 */
export function ShippingInfo() {
  const { t } = useTranslation('details');
  const { freeFrom, feeFrom, returnFrom } = useMarketShipping();
  // Sverige's amounts say SEK, and its carriers are PostNord's.
  const context = useMarketContext();
  return (
    <div className="product-info product-info--columns">
      <section aria-labelledby="shipping-delivery">
        <h3 id="shipping-delivery">{t('shipping.deliveryTitle')}</h3>
        <ul className="product-info__list">
          <li>{t('shipping.from', { amount: feeFrom, free: freeFrom, context })}</li>
          <li>{t('shipping.normal', { ...DELIVERY_DAYS_NORMAL })}</li>
          <li>{t('shipping.sameDay', { time: SAME_DAY_CUTOFF.replace(':', '.') })}</li>
          <li>{t('shipping.heavy', { ...DELIVERY_DAYS_HEAVY })}</li>
          <li>{t('shipping.supplier', { ...DELIVERY_DAYS_SUPPLIER })}</li>
          <li>{t('shipping.carriers', { context })}</li>
        </ul>
      </section>
      <section aria-labelledby="shipping-return">
        <h3 id="shipping-return">{t('shipping.returnTitle')}</h3>
        <ul className="product-info__list">
          <li>{t('shipping.openPurchase', { days: OPEN_PURCHASE_DAYS })}</li>
          <li>{t('shipping.returnCost', { amount: returnFrom, context })}</li>
          <li>{t('shipping.condition')}</li>
          <li>{t('shipping.complaint', { context })}</li>
        </ul>
        <AppLink to={PURCHASE_TERMS_PATH}>{t('shipping.terms')}</AppLink>
      </section>
    </div>
  );
}

import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Icon } from '@/components/ui/icon';
import { Price } from '@/components/ui/price';
import { OPEN_PURCHASE_DAYS } from '@/config/constants';
import { useMarketContext, useMarketShipping } from '@/lib/market/use-market-shipping';
import type { ProductDetailModel } from '../model/product-detail-model';
import { LowestPriceNote } from './lowest-price-note';
import { PriceHistorySection } from './price-history-section';
import { ProductFitmentContext } from './product-card-action';
import { useVatIncluded } from '@/components/ui/vat-display';
import { formatNumber } from '@shared/money/number';
import { exVatOre, STANDARD_VAT_PERCENT, toOre } from '@shared/money/vat';
import './product-summary.css';

interface ProductSummaryProps {
  product: ProductDetailModel;
  /** Size choice and availability (or a package's configuration). */
  children: ReactNode;
}

/** Brand, name, article number, campaigns, price and the buying column's perks. */
export function ProductSummary({ product, children }: ProductSummaryProps) {
  const { t } = useTranslation('product');
  const { freeFrom, heavyFreight } = useMarketShipping();
  const marketContext = useMarketContext();
  const renderFitment = use(ProductFitmentContext);
  const vatIncluded = useVatIncluded();
  return (
    <div className="product-summary">
      <AppLink to={product.brand.url} className="product-summary__brand">
        {product.brand.name}
      </AppLink>
      <h1 className="product-summary__name">{product.name}</h1>
      <p className="product-summary__sku">
        {t('articleNumber', { number: product.articleNumber })}
      </p>
      {renderFitment?.(product.fitment)}
      {product.campaigns.length > 0 ? (
        <ul role="list" className="product-summary__campaigns" aria-label={t('campaigns')}>
          {product.campaigns.map((campaign) => (
            <li key={campaign.id}>
              <AppLink to={campaign.url}>{campaign.name}</AppLink>
            </li>
          ))}
        </ul>
      ) : null}
      {product.shortDescription ? (
        <p className="product-summary__lead">{product.shortDescription}</p>
      ) : null}
      <Price size="l" price={product.price} showDiscount showVatNote />
      {product.price.incVat.regular ? <LowestPriceNote history={product.priceHistory} /> : null}
      {children}
      <ul role="list" className="product-summary__perks">
        <li>
          <Icon name="truck" size={20} />
          {/* Heavy goods go by freight at its fee: no free-shipping promise for them. Prices
              shown ex VAT (a business) get the fee ex VAT, as the cart charges it, and the
              threshold said to include VAT, as the cart counts it. */}
          {product.isHeavy
            ? vatIncluded
              ? t('perks.heavyFreight', { amount: heavyFreight, context: marketContext })
              : t('perks.heavyFreightExVat', {
                  amount: formatNumber(exVatOre(toOre(heavyFreight), STANDARD_VAT_PERCENT) / 100, {
                    minimumFractionDigits: 2,
                    maximumFractionDigits: 2,
                  }),
                  context: marketContext,
                })
            : t(vatIncluded ? 'perks.shipping' : 'perks.shippingIncVat', {
                amount: freeFrom,
                context: marketContext,
              })}
        </li>
        <li>
          <Icon name="return" size={20} />
          {t('perks.openPurchase', { days: OPEN_PURCHASE_DAYS })}
        </li>
        <li>
          <Icon name="shield" size={20} />
          {t('perks.payment', { context: marketContext })}
        </li>
      </ul>
      <PriceHistorySection history={product.priceHistory} />
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Icon } from '@/components/ui/icon';
import { Price } from '@/components/ui/price';
import { FREE_SHIPPING_FROM_KR, OPEN_PURCHASE_DAYS } from '@/config/constants';
import { deliveryDays } from '../model/delivery';
import type { ProductDetailModel } from '../model/product-detail-model';
import { SkuChips } from './sku-chips';
import { StockIndicator } from './stock-indicator';
import './product-summary.css';

/** Name, brand, article number, price, variants, stock and delivery: the buying column. */
export function ProductSummary({ product }: { product: ProductDetailModel }) {
  const { t } = useTranslation('product');
  const [skuId, setSkuId] = useState<number | null>(
    product.skus.length === 1 ? (product.skus[0]?.id ?? null) : null,
  );
  const stock = product.skus.find((sku) => sku.id === skuId)?.stock ?? product.stock;
  const days = deliveryDays(stock, product.isHeavy);

  return (
    <div className="product-summary">
      <AppLink to={product.brand.url} className="product-summary__brand">
        {product.brand.name}
      </AppLink>
      <h1 className="product-summary__name">{product.name}</h1>
      <p className="product-summary__sku">
        {t('articleNumber', { number: product.articleNumber })}
      </p>
      {product.shortDescription ? (
        <p className="product-summary__lead">{product.shortDescription}</p>
      ) : null}
      <Price
        size="l"
        selling={product.price.selling}
        regular={product.price.regular}
        discountPercent={product.price.discountPercent}
        showVatNote
      />
      <SkuChips skus={product.skus} selectedId={skuId} onSelect={setSkuId} />
      <div className="product-summary__stock">
        <StockIndicator state={stock} />
        {days ? <p>{t(product.isHeavy ? 'deliveryHeavy' : 'delivery', days)}</p> : null}
      </div>
      <ul role="list" className="product-summary__perks">
        <li>
          <Icon name="truck" size={20} />
          {t('perks.shipping', { amount: FREE_SHIPPING_FROM_KR })}
        </li>
        <li>
          <Icon name="return" size={20} />
          {t('perks.openPurchase', { days: OPEN_PURCHASE_DAYS })}
        </li>
        <li>
          <Icon name="shield" size={20} />
          {t('perks.payment')}
        </li>
      </ul>
    </div>
  );
}

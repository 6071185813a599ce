import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { ResponsiveImage } from '@/components/ui/image';
import { Price } from '@/components/ui/price';
import { useVatIncluded } from '@/components/ui/vat-display';
import type { ProductCardModel } from '../model/product-card-model';
import { ProductCardActionContext, ProductFitmentContext } from './product-card-action';
import { StockIndicator } from './stock-indicator';
import './product-card.css';

// Cards are about 160–300 px wide: let the browser choose from the srcset.
const CARD_SIZES = '(max-width: 767px) 50vw, (max-width: 1199px) 33vw, 300px';

interface ProductCardProps {
  product: ProductCardModel;
  isPriority?: boolean;
  onOpen?: () => void;
}

/** Under a discounted price: the lowest price of the 30 days before the discount (Omnibus). */
function LowestBeforeLine({ amounts }: { amounts: { incVat: string; exVat: string } }) {
  const { t } = useTranslation('common');
  const vatIncluded = useVatIncluded();
  return (
    <p className="product-card__lowest">
      {t('price.lowestBefore', { price: vatIncluded ? amounts.incVat : amounts.exVat })}
    </p>
  );
}

/** The product name is the card's link; its ::after makes the whole card clickable. */
export function ProductCard({ product, isPriority = false, onOpen }: ProductCardProps) {
  const { t } = useTranslation('common');
  const renderAction = use(ProductCardActionContext);
  const renderFitment = use(ProductFitmentContext);
  return (
    // The alias lets a list find the card again when the shopper comes back (relocation).
    <article className="product-card" data-product-alias={product.alias}>
      <div className="product-card__media">
        <ResponsiveImage image={product.image} sizes={CARD_SIZES} isPriority={isPriority} />
        {product.price.discountPercent ? (
          <span className="product-card__badge" aria-hidden="true">
            {t('price.discount', { percent: product.price.discountPercent })}
          </span>
        ) : null}
        {renderAction?.({ productId: product.id, productName: product.name })}
      </div>
      <div className="product-card__body">
        <p className="product-card__brand">{product.brand}</p>
        <h3 className="product-card__name">
          <AppLink to={product.url} className="product-card__link" onClick={onOpen}>
            {product.name}
          </AppLink>
        </h3>
        {renderFitment?.(product.fitment)}
        <div className="product-card__footer">
          {/* The discount shows once: as the badge on the image. */}
          <Price price={product.price} />
          {product.lowestBefore ? <LowestBeforeLine amounts={product.lowestBefore} /> : null}
          <StockIndicator state={product.stock} />
        </div>
      </div>
    </article>
  );
}

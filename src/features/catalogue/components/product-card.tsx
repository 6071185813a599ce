import { memo, use } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { ResponsiveImage } from '@/components/ui/image';
import { LowestPrice } from '@/components/ui/lowest-price';
import { Price } from '@/components/ui/price';
import type { ProductCardModel } from '../model/product-card-model';
import { ProductCardActionContext, ProductFitmentContext } from './product-card-action';
import { CARD_IMAGE_SIZES } from './card-image';
import { StockIndicator } from './stock-indicator';
import './product-card.css';

interface ProductCardProps {
  product: ProductCardModel;
  isPriority?: boolean;
  /** Called with the card's product when the shopper opens it. */
  onOpen?: (product: ProductCardModel) => void;
}

/**
 * The product name is the card's link; its ::after makes the whole card clickable. Memoised: a
 * list page renders again as its state settles (the network status, the shopper's vehicle),
 * and its cards are the most of its work; a card renders again only when its own product,
 * priority, handler, contexts or language change.
 */
export const ProductCard = memo(function ProductCard({
  product,
  isPriority = false,
  onOpen,
}: ProductCardProps) {
  const { t } = useTranslation('common');
  const renderAction = use(ProductCardActionContext);
  const renderFitment = use(ProductFitmentContext);
  return (
    // The alias lets a list find the card again when the shopper comes back (relocation).
    <article className="product-card" data-product-alias={product.alias}>
      <div className="product-card__media">
        <ResponsiveImage image={product.image} sizes={CARD_IMAGE_SIZES} isPriority={isPriority} />
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
          <AppLink
            to={product.url}
            className="product-card__link"
            onClick={onOpen ? () => onOpen(product) : undefined}
          >
            {product.name}
          </AppLink>
        </h3>
        {renderFitment?.(product.fitment)}
        <div className="product-card__footer">
          {/* The discount shows once: as the badge on the image. */}
          <Price price={product.price} />
          {product.lowestBefore ? (
            <LowestPrice amounts={product.lowestBefore} className="product-card__lowest" />
          ) : null}
          <StockIndicator state={product.stock} />
        </div>
      </div>
    </article>
  );
});

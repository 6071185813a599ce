import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { ResponsiveImage } from '@/components/ui/image';
import { LowestPrice } from '@/components/ui/lowest-price';
import { useVatIncluded } from '@/components/ui/vat-display';
import { toImageData } from '@/lib/images/image-sources';
import { lowestPriceAmounts } from '@/lib/price/lowest-price-amounts';
import { CartLineControls } from './cart-line-controls';
import type { CartLine as CartLineModel } from './use-cart';
import { useCartLineAction } from './use-cart-line-action';
import type { CartResult } from './use-cart-mutations';

interface CartLineProps {
  line: CartLineModel;
  onQuantity: (quantity: number, expected: number) => Promise<CartResult>;
  onRemove: () => Promise<CartResult>;
  onNavigate: () => void;
  /** The quantity once changes made offline reach the shop (0: removed); unset: none wait. */
  pendingQuantity?: number | undefined;
}

/** One product line of the mini cart: image, name, size, unit price, quantity and remove. */
export function CartLine({
  line,
  onQuantity,
  onRemove,
  onNavigate,
  pendingQuantity,
}: CartLineProps) {
  const { t } = useTranslation('cart');
  const vatIncluded = useVatIncluded();
  const { isBusy, error, act } = useCartLineAction();
  const image = line.product.images[0];
  const name = line.product.name;
  const unit = vatIncluded
    ? line.unitPrice.sellingPriceIncVatFormatted
    : line.unitPrice.sellingPriceExVatFormatted;
  const regular = vatIncluded
    ? line.unitPrice.regularPriceIncVatFormatted
    : line.unitPrice.regularPriceExVatFormatted;
  const lowest = lowestPriceAmounts(line.lowestPriceBeforeDiscount);
  const total = vatIncluded
    ? line.totalPrice.sellingPriceIncVatFormatted
    : line.totalPrice.sellingPriceExVatFormatted;

  return (
    <li className="cart-line" aria-busy={isBusy || undefined}>
      <ResponsiveImage
        image={image ? toImageData(image) : null}
        sizes="4rem"
        className="cart-line__image"
      />
      <div className="cart-line__info">
        <AppLink to={line.product.canonicalUrl} className="cart-line__name" onClick={onNavigate}>
          {name}
        </AppLink>
        {line.product.sizeCount > 1 ? (
          <span className="cart-line__meta">{t('line.size', { size: line.sku.name })}</span>
        ) : null}
        <span className="cart-line__meta">
          {t('line.unitPrice', { price: unit })}
          {line.unitPrice.isDiscounted ? (
            // The price before the discount, beside the 30-day lowest price below it.
            <>
              {' '}
              <span className="visually-hidden">{t('line.wasPrice')}</span>
              <s className="cart-line__was">{regular}</s>
            </>
          ) : null}
        </span>
        {lowest ? <LowestPrice amounts={lowest} /> : null}
      </div>
      <span className="cart-line__total">{total}</span>
      <CartLineControls
        name={name}
        quantity={line.quantity}
        max={line.maxQuantity}
        isBusy={isBusy}
        error={error}
        onQuantity={(quantity, expected) => void act(() => onQuantity(quantity, expected))}
        onRemove={() => void act(onRemove)}
        pendingQuantity={pendingQuantity}
      />
    </li>
  );
}

import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { ResponsiveImage } from '@/components/ui/image';
import { LowestPrice } from '@/components/ui/lowest-price';
import { useVatIncluded } from '@/components/ui/vat-display';
import { sumLines } from '@/lib/cart-lines/group-lines';
import { toImageData } from '@/lib/images/image-sources';
import { formatKroner } from '@/lib/price/format-kroner';
import { lowestPriceAmounts } from '@/lib/price/lowest-price-amounts';
import { CartLineControls } from './cart-line-controls';
import type { CartLine as CartLineModel } from './use-cart';
import { useCartLineAction } from './use-cart-line-action';
import type { CartResult } from './use-cart-mutations';

interface CartPackageLineProps {
  /** The package's parts: cart items that share one group key. */
  parts: readonly [CartLineModel, ...CartLineModel[]];
  onQuantity: (quantity: number, expected: number) => Promise<CartResult>;
  onRemove: () => Promise<CartResult>;
  onNavigate: () => void;
  /** Packages once changes made offline reach the shop (0: removed); unset: none wait. */
  pendingQuantity?: number | undefined;
  /** The cart's currency (its market's); default NOK. */
  currencyCode?: string;
}

/**
 * A package in the mini cart as the shopper bought it: one line with the package's name,
 * image and price, its parts listed under it, and one quantity and remove for the whole group.
 */
export function CartPackageLine({
  parts,
  onQuantity,
  onRemove,
  onNavigate,
  pendingQuantity,
  currencyCode,
}: CartPackageLineProps) {
  const { t } = useTranslation('cart');
  const vatIncluded = useVatIncluded();
  const { isBusy, error, act } = useCartLineAction();
  const [first] = parts;
  const pack = first.productPackage;
  const name = pack?.package.name ?? first.product.name;
  const image = pack?.package.images[0] ?? first.product.images[0];
  const quantity = pack?.quantity ?? 1;
  const lowest = lowestPriceAmounts(pack?.lowestPriceBeforeDiscount ?? null);
  const total = sumLines(parts, (part) =>
    vatIncluded ? part.totalPrice.sellingPriceIncVat : part.totalPrice.sellingPriceExVat,
  );

  return (
    <li className="cart-line cart-line--package" aria-busy={isBusy || undefined}>
      <ResponsiveImage
        image={image ? toImageData(image) : null}
        sizes="4rem"
        className="cart-line__image"
      />
      <div className="cart-line__info">
        {pack ? (
          <AppLink to={pack.package.canonicalUrl} className="cart-line__name" onClick={onNavigate}>
            {name}
          </AppLink>
        ) : (
          <span className="cart-line__name">{name}</span>
        )}
        <ul className="cart-line__parts" aria-label={t('line.parts', { name })}>
          {parts.map((part) => {
            const count = part.productPackage?.partQuantity ?? 1;
            return (
              <li key={part.id}>
                {count > 1
                  ? t('line.partCount', { count, name: part.product.name })
                  : part.product.name}
                {/* Sizes only where the part has several to choose from, as on single lines. */}
                {part.product.sizeCount > 1 ? (
                  <>
                    {' '}
                    <span className="cart-line__meta">
                      {t('line.size', { size: part.sku.name })}
                    </span>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
        <span className="cart-line__meta">
          {t('line.packagePrice', { price: formatKroner(total / quantity, currencyCode) })}
        </span>
        {lowest ? <LowestPrice amounts={lowest} /> : null}
      </div>
      <span className="cart-line__total">{formatKroner(total, currencyCode)}</span>
      <CartLineControls
        name={name}
        quantity={quantity}
        max={undefined}
        isBusy={isBusy}
        error={error}
        onQuantity={(next, expected) => void act(() => onQuantity(next, expected))}
        onRemove={() => void act(onRemove)}
        pendingQuantity={pendingQuantity}
      />
    </li>
  );
}

import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCart, type CartSelection } from '@/features/cart/add-to-cart';
import { PackageConfigurator } from '@/features/catalogue/components/package-configurator';
import { ProductAvailability } from '@/features/catalogue/components/product-availability';
import { ProductGallery } from '@/features/catalogue/components/product-gallery';
import { ProductSummary } from '@/features/catalogue/components/product-summary';
import { SizePicker } from '@/features/catalogue/components/size-picker';
import { SizesStockSummary } from '@/features/catalogue/components/sizes-stock-summary';
import { SoldOut } from '@/features/catalogue/components/sold-out';
import { packageFigures, partSku } from '@/features/catalogue/model/package-model';
import type { ProductDetailModel } from '@/features/catalogue/model/product-detail-model';
import { sizesStock } from '@/features/catalogue/model/sizes-stock';
import { canAddToCart, isOrderable, type StockInput } from '@/features/catalogue/model/stock-state';
import { FavouriteButton } from '@/features/favourites/favourite-button';
import type { StockAlertFormProps } from '@/features/stock-alerts/stock-alert-form';
import { lazyRetry } from '@/lib/lazy-retry';

// Loaded only when something on the page is sold out: never on the start page.
const StockAlertForm = lazyRetry(() => import('@/features/stock-alerts/stock-alert-form'));

/** "Varsle meg når den er på lager" for a sold-out size or package, keyed so a new choice starts afresh. */
function StockAlert(props: StockAlertFormProps) {
  return (
    <Suspense fallback={null}>
      <StockAlertForm {...props} />
    </Suspense>
  );
}

/**
 * Units the shopper may add when stock limits it (the spec: not more than stock, "{stock}
 * igjen"): our own stock and then the supplier's, as the cart counts them.
 */
function stockLimit(figures: StockInput | undefined): number | undefined {
  if (!figures || figures.static || figures.oversellable) return undefined;
  return figures.totalStock + figures.supplierStock;
}

/** The package with a size for every part, or null while a part has none. */
function packageSelection(
  product: ProductDetailModel,
  partSkus: (number | null)[],
): CartSelection | null {
  const parts: { productId: number; skuId: number }[] = [];
  for (const [index, part] of product.parts.entries()) {
    const only = part.skus.length === 1 ? part.skus[0]?.id : undefined;
    const skuId = partSkus[index] ?? only;
    if (skuId === undefined) return null;
    parts.push({ productId: part.id, skuId });
  }
  return { kind: 'package', packageId: product.id, parts };
}

/**
 * Gallery and buying column. The chosen size (or a package's sizes per part) lives here, where
 * the cart's add button will read it.
 */
export function ProductTop({ product }: { product: ProductDetailModel }) {
  const { t } = useTranslation('details');
  const [skuId, setSkuId] = useState(
    product.skus.length === 1 ? (product.skus[0]?.id ?? null) : null,
  );
  const [partSkus, setPartSkus] = useState<(number | null)[]>(() => product.parts.map(() => null));
  const sku = product.skus.find((candidate) => candidate.id === skuId);
  const hasSizes = product.skus.length > 1;

  if (product.isPackage) {
    const figures = packageFigures(product.parts, partSkus);
    // Sold out as configured, though other sizes of its parts would do.
    const isOtherSizeSellable =
      product.parts.some(
        (part, index) => part.skus.length > 1 && partSku(part, partSkus[index] ?? null),
      ) && canAddToCart(packageFigures(product.parts, []));
    const reason = figures.incoming
      ? 'soldOut.packageIncoming'
      : isOtherSizeSellable
        ? 'soldOut.packageSizes'
        : 'soldOut.package';
    const label = figures.incoming ? 'soldOut.buttonIncoming' : 'soldOut.button';
    // A package sold out in every configuration (the rule the shop checks a sign-up by).
    const isPackageSoldOut = !canAddToCart(packageFigures(product.parts, []));
    return (
      <div className="product-page__top">
        <ProductGallery images={product.images} />
        <ProductSummary product={product}>
          <PackageConfigurator
            product={product}
            chosen={partSkus}
            onChoose={(index, id) =>
              setPartSkus((current) => current.map((value, at) => (at === index ? id : value)))
            }
          />
          {canAddToCart(figures) ? (
            <AddToCart
              productName={product.name}
              selection={packageSelection(product, partSkus)}
              stock={stockLimit(figures)}
            />
          ) : (
            <SoldOut label={t(label)} reason={t(reason)} />
          )}
          {isPackageSoldOut ? (
            <StockAlert key="package" target={{ packageId: product.id }} />
          ) : null}
          <FavouriteButton productId={product.id} productName={product.name} variant="page" />
        </ProductSummary>
      </div>
    );
  }

  // A product without sizes has one sku: its stock is the product's, worded without sizes.
  const state = hasSizes ? sku?.stock : product.stock;
  const figures = hasSizes ? sku?.figures : product.skus[0]?.figures;
  // Before a size is chosen, only a product sold out in every size is known to be sold out.
  const isSoldOut = figures ? !canAddToCart(figures) : !isOrderable(product.stock);
  const reason = figures?.incoming
    ? 'soldOut.incoming'
    : hasSizes && sku
      ? 'soldOut.size'
      : 'soldOut.product';
  const label = figures?.incoming ? 'soldOut.buttonIncoming' : 'soldOut.button';
  return (
    <div className="product-page__top">
      <ProductGallery images={product.images} />
      <ProductSummary product={product}>
        <SizePicker
          skus={product.skus}
          selectedId={skuId}
          onSelect={setSkuId}
          legend={t('sizes.choose')}
        />
        {state || isSoldOut ? (
          <ProductAvailability
            state={state ?? product.stock}
            isHeavy={product.isHeavy}
            figures={figures}
          />
        ) : (
          // Before a size is chosen there is no one stock state or delivery time to show.
          <div className="product-page__sizes-stock">
            <SizesStockSummary summary={sizesStock(product.skus, product.stock)} />
            <p className="product-page__hint">{t('sizes.chooseFirst')}</p>
          </div>
        )}
        {isSoldOut ? (
          <>
            <SoldOut label={t(label)} reason={t(reason)} />
            {sku ? (
              <StockAlert
                key={sku.id}
                target={{ skuId: sku.id }}
                {...(hasSizes ? { sizeName: sku.name } : {})}
              />
            ) : null}
          </>
        ) : (
          <AddToCart
            // The size chosen is part of what was added ("Dekksett, 26x9-14").
            productName={hasSizes && sku ? `${product.name}, ${sku.name}` : product.name}
            selection={skuId === null ? null : { kind: 'sku', skuId }}
            stock={stockLimit(figures)}
          />
        )}
        <FavouriteButton productId={product.id} productName={product.name} variant="page" />
      </ProductSummary>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCart, type CartSelection } from '@/features/cart/add-to-cart';
import { PackageConfigurator } from '@/features/catalogue/components/package-configurator';
import { ProductAvailability } from '@/features/catalogue/components/product-availability';
import { ProductGallery } from '@/features/catalogue/components/product-gallery';
import { ProductSummary } from '@/features/catalogue/components/product-summary';
import { SizePicker } from '@/features/catalogue/components/size-picker';
import type { ProductDetailModel } from '@/features/catalogue/model/product-detail-model';
import type { SkuModel } from '@/features/catalogue/model/sku-model';

/** Units the shopper may add when stock limits it (spec section 5, "{stock} igjen"). */
function stockLimit(sku: SkuModel | undefined): number | undefined {
  if (!sku || sku.figures.static || sku.figures.oversellable) return undefined;
  return sku.figures.totalStock + sku.figures.supplierStock;
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

  return (
    <div className="product-page__top">
      <ProductGallery images={product.images} />
      <ProductSummary product={product}>
        {product.isPackage ? (
          <>
            <PackageConfigurator
              product={product}
              chosen={partSkus}
              onChoose={(index, id) =>
                setPartSkus((current) => current.map((value, at) => (at === index ? id : value)))
              }
            />
            <AddToCart productName={product.name} selection={packageSelection(product, partSkus)} />
          </>
        ) : (
          <>
            <SizePicker
              skus={product.skus}
              selectedId={skuId}
              onSelect={setSkuId}
              legend={t('sizes.choose')}
            />
            <ProductAvailability state={sku?.stock ?? product.stock} isHeavy={product.isHeavy} />
            {product.skus.length > 1 && !sku ? (
              <p className="product-page__hint">{t('sizes.chooseFirst')}</p>
            ) : null}
            <AddToCart
              productName={product.name}
              selection={skuId === null ? null : { kind: 'sku', skuId }}
              stock={stockLimit(sku)}
            />
          </>
        )}
      </ProductSummary>
    </div>
  );
}

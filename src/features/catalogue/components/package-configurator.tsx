import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { ResponsiveImage } from '@/components/ui/image';
import { Price } from '@/components/ui/price';
import { useVatIncluded } from '@/components/ui/vat-display';
import { formatKroner } from '@/lib/price/format-kroner';
import { packageFigures, packageSaving, partSku, partsTotal } from '../model/package-model';
import type { ProductDetailModel } from '../model/product-detail-model';
import { stockState } from '../model/stock-state';
import { ProductAvailability } from './product-availability';
import { SizePicker } from './size-picker';
import { StockIndicator } from './stock-indicator';
import './package-configurator.css';

interface PackageConfiguratorProps {
  product: ProductDetailModel;
  /** The chosen size per part (by index); null where none is chosen yet. */
  chosen: readonly (number | null)[];
  onChoose: (partIndex: number, skuId: number) => void;
}

/** A package's parts, a size for each part that has several, the price against the parts'. */
export function PackageConfigurator({ product, chosen, onChoose }: PackageConfiguratorProps) {
  const { t } = useTranslation('details');
  const vatIncluded = useVatIncluded();
  const total = partsTotal(product.parts);
  const separately = vatIncluded ? total.incVat : total.exVat;
  const price = vatIncluded ? product.amount.incVat : product.amount.exVat;
  // The parts' sum is struck through, and a saving named, only when the package is cheaper.
  const saving = packageSaving(separately, price);
  // The package's stock: what its parts allow in the chosen sizes (a package has no sizes).
  const figures = packageFigures(product.parts, chosen);
  const missing = product.parts.filter(
    (part, index) => part.skus.length > 1 && !partSku(part, chosen[index] ?? null),
  );
  return (
    <section className="package" aria-labelledby="package-title">
      <h2 id="package-title" className="package__title">
        {/* Units, as the specifications' "Innhold" counts them (2 pads and a disc: 3 parts). */}
        {t('package.title', {
          count: product.parts.reduce((sum, part) => sum + part.quantity, 0),
        })}
      </h2>
      <ol role="list" className="package__parts">
        {product.parts.map((part, index) => {
          const sku = partSku(part, chosen[index] ?? null);
          return (
            <li key={`${part.id}-${index}`} className="package-part">
              <div className="package-part__image">
                <ResponsiveImage
                  image={part.image ? { ...part.image, alt: '' } : null}
                  sizes="72px"
                />
              </div>
              <div className="package-part__body">
                <p className="package-part__name">
                  <span className="package-part__quantity">
                    {t('package.quantity', { count: part.quantity })}
                  </span>
                  <AppLink to={part.url}>{part.name}</AppLink>
                </p>
                {/* The part's own price: said to be each where the package holds several. */}
                <div className="package-part__price">
                  <Price price={part.price} />
                  {part.quantity > 1 ? (
                    <span className="package-part__each">{t('package.each')}</span>
                  ) : null}
                </div>
                <SizePicker
                  skus={part.skus}
                  selectedId={sku?.id ?? null}
                  onSelect={(skuId) => onChoose(index, skuId)}
                  legend={t('package.chooseSize', { name: part.name })}
                  isLegendHidden
                />
                {sku && part.skus.length > 1 ? <StockIndicator state={sku.stock} /> : null}
              </div>
            </li>
          );
        })}
      </ol>
      <dl className="package__sums">
        <div>
          <dt>{t('package.separately')}</dt>
          <dd>{saving !== null ? <s>{formatKroner(separately)}</s> : formatKroner(separately)}</dd>
        </div>
        <div className="package__price">
          <dt>{t('package.price')}</dt>
          <dd>{formatKroner(price)}</dd>
        </div>
        {saving !== null ? (
          <div className="package__saving">
            <dt>{t('package.saving')}</dt>
            <dd>{formatKroner(saving)}</dd>
          </div>
        ) : null}
      </dl>
      {missing.length > 0 ? (
        <p className="package__missing">
          {t('package.missing', { names: missing.map((part) => part.name).join(', ') })}
        </p>
      ) : null}
      <ProductAvailability
        state={stockState(figures, 'product')}
        isHeavy={product.isHeavy}
        figures={figures}
      />
    </section>
  );
}

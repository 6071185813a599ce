import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@/components/ui/image';
import { LowestPrice } from '@/components/ui/lowest-price';
import { useVatIncluded } from '@/components/ui/vat-display';
import { groupLines, sumLines } from '@/lib/cart-lines/group-lines';
import { toImageData } from '@/lib/images/image-sources';
import { formatKroner } from '@/lib/price/format-kroner';
import { lowestPriceAmounts } from '@/lib/price/lowest-price-amounts';
import type { CheckoutModel } from '../use-checkout';

type Line = CheckoutModel['cart']['items'][number];

/** A package is one line, as the shopper bought it: its parts listed under its name. */
function PackageLine({
  parts,
  currencyCode,
}: {
  parts: readonly [Line, ...Line[]];
  currencyCode: string;
}) {
  const { t } = useTranslation('checkout');
  const vatIncluded = useVatIncluded();
  const pack = parts[0].productPackage;
  const image = pack?.package.images[0] ?? parts[0].product.images[0];
  const lowest = lowestPriceAmounts(pack?.lowestPriceBeforeDiscount ?? null);
  const total = sumLines(parts, (part) =>
    vatIncluded ? part.totalPrice.sellingPriceIncVat : part.totalPrice.sellingPriceExVat,
  );
  return (
    <li className="order-summary__line">
      <ResponsiveImage image={image ? toImageData(image) : null} sizes="3.5rem" />
      <span className="order-summary__name">
        {pack?.package.name ?? parts[0].product.name}
        <span className="order-summary__meta">
          {t('summary.quantity', { quantity: pack?.quantity ?? 1 })}
        </span>
        {parts.map((part) => (
          <span key={part.id} className="order-summary__meta">
            {t('summary.part', {
              count: part.productPackage?.partQuantity ?? 1,
              name: part.product.name,
              size: part.sku.name,
            })}
          </span>
        ))}
        {lowest ? <LowestPrice amounts={lowest} /> : null}
      </span>
      <span className="order-summary__price">{formatKroner(total, currencyCode)}</span>
    </li>
  );
}

function PlainLine({ line }: { line: Line }) {
  const { t } = useTranslation('checkout');
  const vatIncluded = useVatIncluded();
  const image = line.product.images[0];
  const lowest = lowestPriceAmounts(line.lowestPriceBeforeDiscount);
  return (
    <li className="order-summary__line">
      <ResponsiveImage image={image ? toImageData(image) : null} sizes="3.5rem" />
      <span className="order-summary__name">
        {line.product.name}
        <span className="order-summary__meta">
          {line.product.sizeCount > 1 ? `${t('summary.size', { size: line.sku.name })} · ` : null}
          {t('summary.quantity', { quantity: line.quantity })}
        </span>
        {lowest ? <LowestPrice amounts={lowest} /> : null}
      </span>
      <span className="order-summary__price">
        {vatIncluded
          ? line.totalPrice.sellingPriceIncVatFormatted
          : line.totalPrice.sellingPriceExVatFormatted}
      </span>
    </li>
  );
}

/** The cart's lines in the checkout summary. */
export function OrderSummaryLines({
  items,
  currencyCode,
}: {
  items: readonly Line[];
  currencyCode: string;
}) {
  const { t } = useTranslation('checkout');
  return (
    <ul className="order-summary__lines" aria-label={t('summary.lines')}>
      {groupLines(items).map((group) =>
        group.kind === 'package' ? (
          <PackageLine
            key={`group:${group.groupKey}`}
            parts={group.parts}
            currencyCode={currencyCode}
          />
        ) : (
          <PlainLine key={group.line.id} line={group.line} />
        ),
      )}
    </ul>
  );
}

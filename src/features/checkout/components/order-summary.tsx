import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@/components/ui/image';
import { useVatIncluded } from '@/components/ui/vat-display';
import { groupLines, sumLines } from '@/lib/cart-lines/group-lines';
import { toImageData } from '@/lib/images/image-sources';
import { formatKroner } from '@/lib/price/format-kroner';
import { useMediaQuery } from '@/lib/use-media-query';
import type { CheckoutModel } from '../use-checkout';

type Cart = CheckoutModel['cart'];

/** Lines and totals, inc or ex VAT by customer type; folded away on small screens. */
export function OrderSummary({ cart, editCart }: { cart: Cart; editCart: React.ReactNode }) {
  const { t } = useTranslation('checkout');
  const vatIncluded = useVatIncluded();
  const isWide = useMediaQuery('(min-width: 1024px)');
  const { summary } = cart;
  const pick = (inc: string, ex: string) => (vatIncluded ? inc : ex);
  const total = pick(
    summary.total.sellingPriceIncVatFormatted,
    summary.total.sellingPriceExVatFormatted,
  );
  const hasPromo = cart.promo?.isApplied === true && summary.fixedAmountDiscountIncVat > 0;

  const body = (
    <>
      <ul className="order-summary__lines" aria-label={t('summary.lines')}>
        {groupLines(cart.items).map((group) => {
          if (group.kind === 'package') {
            // A package is one line, as the shopper bought it: its parts listed under its name.
            const { parts } = group;
            const pack = parts[0].productPackage;
            const image = pack?.package.images[0] ?? parts[0].product.images[0];
            const total = sumLines(parts, (part) =>
              vatIncluded ? part.totalPrice.sellingPriceIncVat : part.totalPrice.sellingPriceExVat,
            );
            return (
              <li key={`group:${group.groupKey}`} className="order-summary__line">
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
                </span>
                <span className="order-summary__price">{formatKroner(total)}</span>
              </li>
            );
          }
          const { line } = group;
          const image = line.product.images[0];
          return (
            <li key={line.id} className="order-summary__line">
              <ResponsiveImage image={image ? toImageData(image) : null} sizes="3.5rem" />
              <span className="order-summary__name">
                {line.product.name}
                <span className="order-summary__meta">
                  {t('summary.size', { size: line.sku.name })} ·{' '}
                  {t('summary.quantity', { quantity: line.quantity })}
                </span>
              </span>
              <span className="order-summary__price">
                {pick(
                  line.totalPrice.sellingPriceIncVatFormatted,
                  line.totalPrice.sellingPriceExVatFormatted,
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <dl className="order-summary__totals">
        <dt>{t('summary.subtotal')}</dt>
        <dd>
          {pick(
            summary.subTotal.sellingPriceIncVatFormatted,
            summary.subTotal.sellingPriceExVatFormatted,
          )}
        </dd>
        {hasPromo ? (
          <>
            <dt>{t('summary.discount')}</dt>
            <dd className="order-summary__discount">
              −
              {pick(
                summary.fixedAmountDiscountIncVatFormatted,
                summary.fixedAmountDiscountExVatFormatted,
              )}
            </dd>
          </>
        ) : null}
        <dt>{t('summary.shipping')}</dt>
        <dd>
          {summary.shipping.isFree
            ? t('shipping.free')
            : pick(summary.shipping.feeIncVatFormatted, summary.shipping.feeExVatFormatted)}
        </dd>
        <dt className="order-summary__total">
          {vatIncluded ? t('summary.total') : t('summary.totalExVat')}
        </dt>
        <dd className="order-summary__total" data-testid="checkout-total">
          {total}
        </dd>
        {vatIncluded ? (
          <>
            <dt>{t('summary.vat')}</dt>
            <dd>{summary.total.vatFormatted}</dd>
          </>
        ) : (
          // A business sees prices ex VAT but pays VAT too: the amount on the pay button.
          <>
            <dt>{t('summary.vatAdded')}</dt>
            <dd>{summary.total.vatFormatted}</dd>
            {summary.total.giftCardAmount > 0 ? null : (
              <>
                <dt className="order-summary__total">{t('summary.totalIncVat')}</dt>
                <dd className="order-summary__total">
                  {summary.total.sellingPriceIncVatFormatted}
                </dd>
              </>
            )}
          </>
        )}
        {summary.total.giftCardAmount > 0 ? (
          <>
            <dt>{t('summary.giftCard')}</dt>
            <dd>−{summary.total.giftCardAmountFormatted}</dd>
            <dt className="order-summary__total">{t('summary.toPay')}</dt>
            <dd className="order-summary__total">{summary.total.toPayIncVatFormatted}</dd>
          </>
        ) : null}
      </dl>
      {vatIncluded ? null : <p className="order-summary__note">{t('summary.exVatNote')}</p>}
      {editCart}
    </>
  );

  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      {isWide ? (
        <>
          <h2 id="order-summary-title" className="order-summary__title">
            {t('summary.title')}
          </h2>
          {body}
        </>
      ) : (
        <details className="order-summary__fold">
          <summary id="order-summary-title">{t('summary.toggle', { total })}</summary>
          {body}
        </details>
      )}
    </aside>
  );
}

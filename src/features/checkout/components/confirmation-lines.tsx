import { useTranslation } from 'react-i18next';
import { groupLines, sumLines } from '@/lib/cart-lines/group-lines';
import { formatKroner } from '@/lib/price/format-kroner';
import type { OrderModel } from '../use-order';

interface Amount {
  incVatFormatted: string;
  exVatFormatted: string;
}

/** A one-size product's line names no size ("Str. Standard" says nothing); a gone one keeps it. */
const namesSize = (line: { product?: { sizeCount: number } | null }) =>
  !line.product || line.product.sizeCount > 1;

/** The order's lines: one line per package, named as ordered, its parts under it. */
export function ConfirmationLines({
  lines,
  vatIncluded,
  currencyCode,
}: {
  lines: OrderModel['lines'];
  vatIncluded: boolean;
  currencyCode: string;
}) {
  const { t } = useTranslation('checkout');
  const amount = (value: Amount) => (vatIncluded ? value.incVatFormatted : value.exVatFormatted);
  return (
    <ul className="confirmation__lines" aria-label={t('confirm.lines')}>
      {groupLines(lines).map((group) =>
        group.kind === 'package' ? (
          <li key={`group:${group.groupKey}`} className="confirmation__line">
            <span className="confirmation__name">
              {group.parts[0].packageName ?? t('summary.package')}
              {group.parts.map((part) => (
                <span key={part.skuId} className="order-summary__meta">
                  {part.name} ·{' '}
                  {namesSize(part) ? `${t('summary.size', { size: part.skuName })} · ` : null}
                  {t('summary.quantity', { quantity: part.quantity })}
                </span>
              ))}
            </span>
            <span className="order-summary__price">
              {formatKroner(
                sumLines(group.parts, (part) =>
                  vatIncluded ? part.total.incVat : part.total.exVat,
                ),
                currencyCode,
              )}
            </span>
          </li>
        ) : (
          <li
            key={`${group.line.skuId}-${group.line.groupKey ?? ''}`}
            className="confirmation__line"
          >
            <span className="confirmation__name">
              {group.line.name}
              <span className="order-summary__meta">
                {namesSize(group.line)
                  ? `${t('summary.size', { size: group.line.skuName })} · `
                  : null}
                {t('summary.quantity', { quantity: group.line.quantity })}
              </span>
            </span>
            <span className="order-summary__price">{amount(group.line.total)}</span>
          </li>
        ),
      )}
    </ul>
  );
}

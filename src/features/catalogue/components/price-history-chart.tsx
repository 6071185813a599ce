import { useTranslation } from 'react-i18next';
import { useVatIncluded } from '@/components/ui/vat-display';
import { useMarketCurrency } from '@/lib/market/use-market-shipping';
import { formatMoney } from '@shared/money/format';
import { chartSteps, type PriceHistoryModel } from '../model/price-history-model';
import './price-history-chart.css';

const WIDTH = 320;
const HEIGHT = 96;
const PAD = 8;

/**
 * The last 90 days of the selling price as a small step chart: one inline SVG, no chart
 * library. Sale periods are drawn in the sale colour; a sentence says what the chart shows.
 */
export default function PriceHistoryChart({ history }: { history: PriceHistoryModel }) {
  const { t, i18n } = useTranslation('details');
  const vatIncluded = useVatIncluded();
  // In the market's currency, as the prices above it: "1 416 SEK", not "1 416,-".
  const currency = useMarketCurrency();
  const kr = (price: number) => formatMoney(Math.round(price * 100), currency);
  const steps = chartSteps(history, vatIncluded);
  if (steps.length === 0) return null;
  const prices = steps.map((step) => step.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  // A flat line sits in the middle; otherwise the lowest price at the bottom, the highest on top.
  const range = high - low || 1;
  const y = (price: number) =>
    high === low ? HEIGHT / 2 : PAD + ((high - price) / range) * (HEIGHT - 2 * PAD);
  const x = (share: number) => share * WIDTH;
  const now = steps.at(-1)?.price ?? low;
  const date = new Intl.DateTimeFormat(i18n.language === 'nn' ? 'nn-NO' : 'nb-NO', {
    day: 'numeric',
    month: 'short',
  });
  const summary =
    low === high
      ? t('priceHistory.flat', { now: kr(now) })
      : t('priceHistory.summary', { low: kr(low), high: kr(high), now: kr(now) });
  return (
    <figure className="price-history">
      <figcaption className="price-history__title">{t('priceHistory.title')}</figcaption>
      <svg
        className="price-history__chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
      >
        <line className="price-history__grid" x1={0} x2={WIDTH} y1={y(high)} y2={y(high)} />
        <line className="price-history__grid" x1={0} x2={WIDTH} y1={y(low)} y2={y(low)} />
        {steps.map((step, index) => {
          const next = steps[index + 1];
          return (
            <g key={index} className={step.isDiscounted ? 'price-history__sale' : undefined}>
              <line
                className="price-history__step"
                x1={x(step.x0)}
                x2={x(step.x1)}
                y1={y(step.price)}
                y2={y(step.price)}
              />
              {next ? (
                <line
                  className="price-history__rise"
                  x1={x(step.x1)}
                  x2={x(step.x1)}
                  y1={y(step.price)}
                  y2={y(next.price)}
                />
              ) : null}
            </g>
          );
        })}
      </svg>
      <div className="price-history__axis" aria-hidden="true">
        <span>{date.format(history.from)}</span>
        <span>{t('priceHistory.today')}</span>
      </div>
      <p className="price-history__summary">{summary}</p>
    </figure>
  );
}

import { Suspense } from 'react';
import type { PriceHistoryModel } from '../model/price-history-model';
import { lazyRetry } from '@/lib/lazy-retry';

// Loaded when a product page shows it: never part of the start page's JavaScript.
const PriceHistoryChart = lazyRetry(() => import('./price-history-chart'));

/** The product page's price chart, in a box of its final height while its code loads. */
export function PriceHistorySection({ history }: { history: PriceHistoryModel }) {
  if (history.points.length === 0) return null;
  return (
    <Suspense fallback={<div className="product-summary__chart-space" aria-hidden="true" />}>
      <PriceHistoryChart history={history} />
    </Suspense>
  );
}

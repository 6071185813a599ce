import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Spinner } from '@/components/ui/spinner';
import type { TabItem } from '@/components/ui/tabs';
import { selectIsLoggedIn } from '@/features/account/auth-slice';
import { panelOpened } from '@/features/panels/panels-slice';
import { useReviewSummary } from '@/features/reviews/use-product-reviews';
import { lazyRetry } from '@/lib/lazy-retry';

// The tab's content (forms, lists, questions) loads when the tab is first opened.
const ProductReviews = lazyRetry(() =>
  import('@/features/reviews/product-reviews').then((module) => ({
    default: module.ProductReviews,
  })),
);

/**
 * The product page's reviews tab (the spec's last tab), its label with the count. Composed here:
 * the reviews feature knows nothing of logins and panels, the account feature nothing of reviews.
 */
export function useReviewsTab(productId: number | null): TabItem | null {
  const { t } = useTranslation(['reviews', 'common']);
  const summary = useReviewSummary(productId ?? 0, productId === null);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  if (productId === null) return null;
  const label = summary?.count ? t('tabWithCount', { count: summary.count }) : t('tab');
  return {
    id: 'reviews',
    label,
    render: () => (
      <>
        <h2 className="visually-hidden">{label}</h2>
        <Suspense fallback={<Spinner label={t('common:loading')} />}>
          <ProductReviews
            productId={productId}
            isLoggedIn={isLoggedIn}
            onLogin={() => dispatch(panelOpened('account'))}
          />
        </Suspense>
      </>
    ),
  };
}

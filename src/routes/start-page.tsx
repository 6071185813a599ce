import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { WidgetArea } from '@/features/widgets/components/widget-area';
import { selectCustomerType } from '@/features/customer-type/customer-type-slice';
import { FRONT_PAGE_AREA, forCustomerType } from '@/features/widgets/front-page-area';
import { useWidgetArea } from '@/features/widgets/use-widget-area';
import { useDocumentHead } from '@/lib/use-document-head';
import { widgetProductListModule } from './widget-product-list-module';
import './start-page.css';
import { lazyRetry } from '@/lib/lazy-retry';

// The product lists are below the banner: their code comes with the lazy widgets.
const LazyWidgetProductList = lazyRetry(() =>
  widgetProductListModule.load().then((module) => ({ default: module.WidgetProductList })),
);
// Rendered by the widget only near the viewport: its code and query wait until then.
const LazyWidgetRecommendationFeed = lazyRetry(() => import('./widget-recommendation-feed'));

/** The front page: the widget area of family Frontpage, as editors published it. */
export function StartPage() {
  const { t } = useTranslation('start');
  // The shopper's customer type: a business shopper's area has its business-only widgets.
  const customerType = useAppSelector(selectCustomerType);
  const variables = useMemo(() => forCustomerType(FRONT_PAGE_AREA, customerType), [customerType]);
  const area = useWidgetArea(variables);
  useDocumentHead({
    title: area?.meta.title || t('metaTitle'),
    description: area?.meta.description || t('metaDescription'),
  });
  return area ? (
    <WidgetArea
      area={area}
      productList={widgetProductListModule.get()?.WidgetProductList ?? LazyWidgetProductList}
      recommendationFeed={LazyWidgetRecommendationFeed}
    />
  ) : (
    <div className="container start-page" />
  );
}

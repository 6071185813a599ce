import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { selectCustomerType } from '@/features/customer-type/customer-type-slice';
import { WidgetArea } from '@/features/widgets/components/widget-area';
import { forCustomerType } from '@/features/widgets/front-page-area';
import { useWidgetArea } from '@/features/widgets/use-widget-area';
import { useDocumentHead } from '@/lib/use-document-head';
import type { ContentLoaderData } from './content-loader';
import { widgetProductListModule } from './widget-product-list-module';
import './content-page.css';
import { lazyRetry } from '@/lib/lazy-retry';

const LazyWidgetProductList = lazyRetry(() =>
  widgetProductListModule.load().then((module) => ({ default: module.WidgetProductList })),
);
// Rendered by the widget only near the viewport: its code and query wait until then.
const LazyWidgetRecommendationFeed = lazyRetry(() => import('./widget-recommendation-feed'));

/** A content page (an area with an alias), the /start page and the editors' preview. */
export function ContentPage() {
  const { variables: loaded, isPreview } = useLoaderData<ContentLoaderData>();
  const { t } = useTranslation(['info', 'common']);
  // The loader asked for the type in the cookies; the page follows the state (a change asks again).
  const customerType = useAppSelector(selectCustomerType);
  const variables = useMemo(() => forCustomerType(loaded, customerType), [loaded, customerType]);
  const area = useWidgetArea(variables);
  const title = area?.meta.title ?? '';
  useDocumentHead({
    title: t('common:pageTitle', { title }),
    description: area?.meta.description,
    noIndex: isPreview,
  });
  if (!area) return null;
  const startsWithBanner = area.containers[0]?.design === 'full_width';
  return (
    <div className="content-page">
      {isPreview ? (
        <p
          className={`content-page__preview${area.isDraft ? ' content-page__preview--draft' : ''}`}
          role="status"
        >
          <strong>{t('preview.title')}:</strong>{' '}
          {area.isDraft ? t('preview.draft') : t('preview.published')}
        </p>
      ) : null}
      {startsWithBanner ? null : (
        <div className="container container--narrow page content-page__head">
          <Breadcrumbs items={[{ label: t('common:home'), to: '' }, { label: title }]} />
          <h1>{title}</h1>
        </div>
      )}
      <WidgetArea
        area={area}
        productList={widgetProductListModule.get()?.WidgetProductList ?? LazyWidgetProductList}
        recommendationFeed={LazyWidgetRecommendationFeed}
      />
    </div>
  );
}

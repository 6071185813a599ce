import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { WidgetArea } from '@/features/widgets/components/widget-area';
import { FRONT_PAGE_AREA } from '@/features/widgets/front-page-area';
import { useWidgetArea } from '@/features/widgets/use-widget-area';
import { useDocumentHead } from '@/lib/use-document-head';
import { widgetProductListModule } from './widget-product-list-module';
import './start-page.css';

// The product lists are below the banner: their code comes with the lazy widgets.
const LazyWidgetProductList = lazy(() =>
  widgetProductListModule.load().then((module) => ({ default: module.WidgetProductList })),
);

/** The front page: the widget area of family Frontpage, as editors published it. */
export function StartPage() {
  const { t } = useTranslation('start');
  const area = useWidgetArea(FRONT_PAGE_AREA);
  useDocumentHead({
    title: area?.meta.title || t('metaTitle'),
    description: area?.meta.description || t('metaDescription'),
  });
  return area ? (
    <WidgetArea
      area={area}
      productList={widgetProductListModule.get()?.WidgetProductList ?? LazyWidgetProductList}
    />
  ) : (
    <div className="container start-page" />
  );
}

import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Icon } from '@/components/ui/icon';
import { ProductTabs } from '@/features/catalogue/components/product-tabs';
import { categoryTrail } from '@/features/catalogue/model/category-tree';
import { guideTopic } from '@/features/catalogue/model/guide-topic';
import { useCategories } from '@/features/catalogue/use-catalogue';
import { useProductDetail } from '@/features/catalogue/use-product-detail';
import { selectRelocation } from '@/features/list/list-slice';
import { LazyRecommendationFeed } from '@/features/recommendations/lazy-recommendation-feed';
import { useLocale } from '@/i18n/use-locale';
import { localePath } from '@/lib/links/locale-path';
import { useDocumentHead } from '@/lib/use-document-head';
import type { ProductLoaderData } from './product-loader';
import { useReviewsTab } from './product-reviews-tab';
import { ProductTop } from './product-top';
import './product-page.css';

/** Products (/p/…, /product/…) and packages (/pp/…). */
export function ProductPage() {
  const { t } = useTranslation(['common', 'details']);
  const locale = useLocale();
  const { alias } = useLoaderData<ProductLoaderData>();
  const product = useProductDetail(alias);
  const trail = categoryTrail(useCategories(), product?.primaryCategoryId ?? -1);
  const relocation = useAppSelector(selectRelocation);
  const reviewsTab = useReviewsTab(product?.id ?? null);

  useDocumentHead({ title: product?.meta.title ?? '', description: product?.meta.description });
  if (!product) return null;
  const cameFromList = relocation.relocateAlias === product.alias && relocation.relocateList;

  return (
    <div className="container page product-page">
      <div className="product-page__nav">
        <Breadcrumbs
          items={[
            { label: t('home'), to: '' },
            ...trail.map((item) => ({ label: item.name, to: item.canonicalUrl })),
            { label: product.name },
          ]}
        />
        {cameFromList ? (
          // The list finds this product's card again, as it does on the back button.
          <AppLink
            to={localePath(cameFromList, locale)}
            state={{ relocate: true }}
            className="product-page__back"
          >
            <Icon name="arrowLeft" size={18} />
            {t('details:backToList')}
          </AppLink>
        ) : null}
      </div>
      <ProductTop key={product.id} product={product} />
      <ProductTabs
        product={product}
        topic={guideTopic(trail.map((item) => item.alias))}
        extraTabs={reviewsTab ? [reviewsTab] : []}
      />
      <LazyRecommendationFeed key={product.id} productIds={[product.id]} />
    </div>
  );
}

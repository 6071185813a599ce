import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { ALL_PRODUCTS_PATH } from '@/config/constants';
import { CategoryTiles } from '@/features/catalogue/components/category-tiles';
import { ProductGrid } from '@/features/catalogue/components/product-grid';
import { useCategories, useProductList } from '@/features/catalogue/use-catalogue';
import { HeroBanner } from '@/features/site/hero-banner';
import { useDocumentHead } from '@/lib/use-document-head';
import { popularProductsVariables } from './start-loader';
import './start-page.css';

export function StartPage() {
  const { t } = useTranslation('start');
  useDocumentHead({ title: t('metaTitle'), description: t('metaDescription') });
  const categories = useCategories();
  const popular = useProductList(popularProductsVariables);

  return (
    <>
      <HeroBanner />
      <div className="container start-page">
        <section aria-labelledby="start-categories">
          <div className="section-heading">
            <h2 id="start-categories">{t('categoriesTitle')}</h2>
          </div>
          <CategoryTiles categories={categories} />
        </section>
        {popular && popular.products.length > 0 ? (
          <section aria-labelledby="start-popular">
            <div className="section-heading">
              <h2 id="start-popular">{t('popularTitle')}</h2>
              <AppLink to={ALL_PRODUCTS_PATH}>{t('seeAllProducts')}</AppLink>
            </div>
            <ProductGrid products={popular.products} label={t('popularTitle')} priorityCount={0} />
          </section>
        ) : null}
      </div>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLoaderData } from 'react-router-dom';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ProductDescription } from '@/features/catalogue/components/product-description';
import { ProductGallery } from '@/features/catalogue/components/product-gallery';
import { ProductSpecs } from '@/features/catalogue/components/product-specs';
import { ProductSummary } from '@/features/catalogue/components/product-summary';
import { categoryTrail } from '@/features/catalogue/model/category-tree';
import { useCategories, useProductDetail } from '@/features/catalogue/use-catalogue';
import { selectRelocatePage, type ListRootState } from '@/features/list/list-slice';
import { hrefForPage } from '@/lib/route-params';
import { useDocumentHead } from '@/lib/use-document-head';
import type { ProductLoaderData } from './product-loader';
import './product-page.css';

export function ProductPage() {
  const { t } = useTranslation('common');
  const { alias } = useLoaderData<ProductLoaderData>();
  const product = useProductDetail(alias);
  const trail = categoryTrail(useCategories(), product?.primaryCategoryId ?? -1);
  const listPath = trail.at(-1)?.canonicalUrl ?? '';
  // Back to the page of the list the shopper came from.
  const listPage = useSelector((state: ListRootState) => selectRelocatePage(state, listPath));

  useDocumentHead({ title: product?.meta.title ?? '', description: product?.meta.description });
  if (!product) return null;

  return (
    <div className="container page product-page">
      <Breadcrumbs
        items={[
          { label: t('home'), to: '' },
          ...trail.map((item) => ({
            label: item.name,
            to:
              item.canonicalUrl === listPath
                ? hrefForPage(item.canonicalUrl, '', listPage)
                : item.canonicalUrl,
          })),
          { label: product.name },
        ]}
      />
      <div className="product-page__top">
        <ProductGallery images={product.images} />
        <ProductSummary key={product.id} product={product} />
      </div>
      <div className="product-page__details">
        <ProductDescription html={product.description} />
        <ProductSpecs parameters={product.parameters} />
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useLoaderData } from 'react-router-dom';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { SafeHtml } from '@/components/ui/safe-html';
import { ProductListSection } from '@/features/catalogue/components/product-list-section';
import { SubcategoryChips } from '@/features/catalogue/components/subcategory-chips';
import { categoryTrail, childCategories } from '@/features/catalogue/model/category-tree';
import { useCategories, useListPageInfo, useProductList } from '@/features/catalogue/use-catalogue';
import { productOpenedFromList } from '@/features/list/list-slice';
import { useDocumentHead } from '@/lib/use-document-head';
import type { CategoryLoaderData } from './category-loader';
import './list-page.css';

export function CategoryPage() {
  const { t } = useTranslation(['common', 'catalogue']);
  const { categoryId, page, infoVariables, productsVariables } =
    useLoaderData<CategoryLoaderData>();
  const dispatch = useDispatch();
  const categories = useCategories();
  const info = useListPageInfo(infoVariables);
  const list = useProductList(productsVariables);
  const trail = categoryTrail(categories, categoryId);
  const category = trail.at(-1);
  const name = info?.name ?? category?.name ?? '';
  const title = info?.meta.title || name;

  useDocumentHead({
    title: page > 1 ? t('catalogue:pageTitle', { title, page }) : title,
    description: info?.meta.description || info?.description || undefined,
  });

  return (
    <div className="container page list-page">
      <Breadcrumbs
        items={[
          { label: t('home'), to: '' },
          ...trail.map((item) => ({ label: item.name, to: item.canonicalUrl })),
        ]}
      />
      <header className="list-page__header">
        <h1>{name}</h1>
        {info?.description ? (
          <SafeHtml className="list-page__description" html={info.description} />
        ) : null}
      </header>
      <SubcategoryChips categories={childCategories(categories, categoryId)} />
      {list ? (
        <ProductListSection
          list={list}
          onProductOpen={() => {
            if (category) dispatch(productOpenedFromList({ alias: category.canonicalUrl, page }));
          }}
        />
      ) : null}
    </div>
  );
}

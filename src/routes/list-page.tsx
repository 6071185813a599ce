import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { SafeHtml } from '@/components/ui/safe-html';
import { ProductListSection } from '@/features/catalogue/components/product-list-section';
import { useListPageInfo, useProductList } from '@/features/catalogue/use-catalogue';
import { useDocumentHead } from '@/lib/use-document-head';
import type { ListLoaderData } from './list-loader';
import './list-page.css';

/** All products, a brand or a discount campaign: title, description and the product list. */
export function ListPage() {
  const { t } = useTranslation(['common', 'catalogue']);
  const { listType, page, infoVariables, productsVariables } = useLoaderData<ListLoaderData>();
  const info = useListPageInfo(infoVariables);
  const list = useProductList(productsVariables);
  const isAll = listType === 'ALL';
  const name = info?.name || (isAll ? t('catalogue:allProducts') : '');
  const description = info?.description || (isAll ? t('catalogue:allProductsDescription') : '');
  const title = info?.meta.title || name;

  useDocumentHead({
    title: page > 1 ? t('catalogue:pageTitle', { title, page }) : title,
    description: info?.meta.description || description,
  });

  return (
    <div className="container page list-page">
      <Breadcrumbs items={[{ label: t('home'), to: '' }, { label: name }]} />
      <header className="list-page__header">
        <h1>{name}</h1>
        {description ? <SafeHtml className="list-page__description" html={description} /> : null}
      </header>
      {list ? <ProductListSection list={list} /> : null}
    </div>
  );
}

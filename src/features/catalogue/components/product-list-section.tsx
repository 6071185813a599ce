import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Pagination } from '@/components/ui/pagination';
import { hrefForPage } from '@/lib/route-params';
import type { ProductCardModel } from '../model/product-card-model';
import type { ProductListModel } from '../use-catalogue';
import { ProductGrid } from './product-grid';
import './product-list-section.css';

interface ProductListSectionProps {
  list: ProductListModel;
  onProductOpen?: (product: ProductCardModel) => void;
}

/** Count, product grid and numbered pagination (?page=n) of a list page. */
export function ProductListSection({ list, onProductOpen }: ProductListSectionProps) {
  const { t } = useTranslation(['common', 'catalogue']);
  const { pathname, search } = useLocation();
  return (
    <section className="product-list" aria-labelledby="product-list-count">
      <p id="product-list-count" className="product-list__count">
        {t('productCount', { count: list.count })}
      </p>
      {list.products.length > 0 ? (
        <ProductGrid
          products={list.products}
          label={t('catalogue:productList')}
          onProductOpen={onProductOpen}
        />
      ) : (
        <p className="product-list__empty">{t('catalogue:empty')}</p>
      )}
      <Pagination
        page={list.page}
        pageCount={list.pageCount}
        hrefFor={(page) => hrefForPage(pathname, search, page)}
      />
    </section>
  );
}

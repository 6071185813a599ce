import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';
import type { ProductCardModel } from '../model/product-card-model';
import type { ProductListModel } from '../use-catalogue';
import { ProductGrid } from './product-grid';
import './product-list-section.css';

interface ProductListSectionProps {
  list: ProductListModel;
  /** The address of another page of this list (its filters and sort kept). */
  hrefForPage: (page: number) => string;
  onProductOpen?: (product: ProductCardModel) => void;
  /** Shown instead of the grid when the list is empty. */
  empty?: ReactNode;
  /** A new state of the list is loading: the old one stays, dimmed. */
  isBusy?: boolean;
}

/** The product grid and numbered pagination (prev/next) of a list page. */
export function ProductListSection({
  list,
  hrefForPage,
  onProductOpen,
  empty,
  isBusy = false,
}: ProductListSectionProps) {
  const { t } = useTranslation('catalogue');
  return (
    <div className={`product-list${isBusy ? ' product-list--busy' : ''}`} aria-busy={isBusy}>
      {/* The cards' names are h3: a list page's outline goes h1 (the list), h2, h3. */}
      <h2 className="visually-hidden">{t('productList')}</h2>
      {list.products.length > 0 ? (
        <ProductGrid
          products={list.products}
          label={t('productList')}
          onProductOpen={onProductOpen}
        />
      ) : (
        (empty ?? <p className="product-list__empty">{t('empty')}</p>)
      )}
      <Pagination page={list.page} pageCount={list.pageCount} hrefFor={hrefForPage} />
    </div>
  );
}

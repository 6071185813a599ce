import { useDeferredValue } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { ProductGrid } from '@/features/catalogue/components/product-grid';
import { useProductList } from '@/features/catalogue/use-catalogue';
import type { WidgetModel } from '@/features/widgets/widget-model';
import type { GetProductsQueryVariables } from '@/graphql/generated/operations';
import type { ProductSort } from '@/graphql/generated/schema-enums';
import './widget-product-list.css';

type ProductListWidget = Extract<WidgetModel, { type: 'PRODUCT_LIST' }>;

/** The products query of a product list widget: its hand-picked products, or its list query. */
export function widgetProductsVariables(widget: ProductListWidget): GetProductsQueryVariables {
  if (widget.productIds?.length)
    return {
      filter: { productIds: widget.productIds, pageSize: widget.productIds.length, page: 1 },
    };
  const query = widget.query ?? { sort: 'POPULARITY', pageSize: 8 };
  return {
    filter: {
      ...(query.categoryId ? { categoryId: query.categoryId } : {}),
      ...(query.brandId ? { brandId: query.brandId } : {}),
      ...(query.discountCampaignId ? { discountCampaignId: query.discountCampaignId } : {}),
      sort: query.sort as ProductSort,
      pageSize: query.pageSize,
      page: 1,
    },
  };
}

/** A product list widget with the catalogue's cards (the widgets feature knows no catalogue). */
export function WidgetProductList({ widget }: { widget: ProductListWidget }) {
  // The cards render in a transition, in slices: Apollo hands the answer over in a render that
  // cannot be interrupted (~100 ms at 4x CPU for eight cards, while the page is starting).
  const list = useDeferredValue(useProductList(widgetProductsVariables(widget)));
  const titleId = `${widget.id}-title`;
  if (list?.products.length === 0) return null;
  return (
    <section aria-labelledby={widget.title ? titleId : undefined} className="widget-product-list">
      {widget.title || widget.link ? (
        <div className="section-heading">
          {widget.title ? <h2 id={titleId}>{widget.title}</h2> : <span />}
          {widget.link ? (
            <AppLink to={widget.link.url} newTab={widget.link.targetBlank}>
              {widget.link.label}
            </AppLink>
          ) : null}
        </div>
      ) : null}
      {list ? (
        <ProductGrid products={list.products} label={widget.title ?? ''} priorityCount={0} />
      ) : (
        <div className="widget-product-list__pending" aria-busy="true" />
      )}
    </section>
  );
}

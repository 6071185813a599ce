import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useRevalidator } from 'react-router-dom';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { SafeHtml } from '@/components/ui/safe-html';
import { ProductListSection } from '@/features/catalogue/components/product-list-section';
import { SubcategoryChips } from '@/features/catalogue/components/subcategory-chips';
import { childCategories } from '@/features/catalogue/model/category-tree';
import { useCategories, useProductList } from '@/features/catalogue/use-catalogue';
import { ActiveFilters } from '@/features/list/components/active-filters';
import { FilterPanel } from '@/features/list/components/filter-panel';
import { FilterSheet } from '@/features/list/components/filter-sheet';
import { withoutUnknownFilters } from '@/features/list/model/active-filters';
import { ListToolbar } from '@/features/list/components/list-toolbar';
import { SortSelect } from '@/features/list/components/sort-select';
import { useListNavigation } from '@/features/list/use-list-navigation';
import { useListRelocation } from '@/features/list/use-list-relocation';
import { useOnlineStatus } from '@/features/pwa/use-online-status';
import { rememberSubmittedSearch } from '@/features/search/use-recent-searches';
import { FitsMyVehicle } from '@/features/vehicles/fits-my-vehicle';
import { useFollowCurrentVehicle } from '@/features/vehicles/use-follow-current-vehicle';
import { VehicleListIntro } from '@/features/vehicles/vehicle-list-intro';
import { categoriesBelow } from '@/lib/list-query/facets';
import type { ListType } from '@/graphql/generated/operations';
import { filterCount, type FilterKey } from '@/lib/list-query/list-query';
import { withPage, withSort, withVehicle } from '@/lib/list-query/update-list-query';
import { useMediaQuery } from '@/lib/use-media-query';
import { ListEmpty } from './list-empty';
import type { ListLoaderData } from './list-loader';
import { useListPageHead } from './use-list-page-head';
import './list-page.css';

const HIDDEN_FILTERS: Partial<Record<ListType, readonly FilterKey[]>> = {
  BRAND: ['brands'],
  DISCOUNT_CAMPAIGN: ['discount'],
};

/** How often an offline search page asks the server again while the browser says it is online. */
const OFFLINE_RETRY_MS = 3000;

/** Every product list: all products, category, brand, campaign, search and generic lists. */
export function ListPage() {
  const { t } = useTranslation(['listing', 'common', 'search']);
  const data = useLoaderData<ListLoaderData>();
  const { query, sorts, defaultSort } = data;
  const served = useProductList(data.productsVariables, data.offline !== null);
  const list = data.offline ?? served;
  const head = useListPageHead(data);
  const categories = useCategories();
  const navigation = useListNavigation(query, sorts, defaultSort);
  const openProduct = useListRelocation(query.page);
  const isCompact = useMediaQuery('(max-width: 1023px)');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const location = useLocation();
  const found = list?.count;
  useEffect(() => {
    if (found !== undefined) rememberSubmittedSearch(location.state, data.searchText ?? '', found);
  }, [location.state, data.searchText, found]);
  // An offline search asks the server again once the network is back.
  const isOnline = useOnlineStatus();
  const revalidator = useRevalidator();
  const askServer = useEffectEvent(() => void revalidator.revalidate());
  const isOfflineList = data.offline !== null;
  useEffect(() => {
    if (!isOfflineList || !isOnline) return;
    askServer();
    // The network may come back before the API answers again: ask until it does.
    const retry = window.setInterval(askServer, OFFLINE_RETRY_MS);
    return () => window.clearInterval(retry);
  }, [isOfflineList, isOnline]);
  const { shown, apply } = navigation;
  // /l/atv-huset follows the shopper's current vehicle (issue 16, point 2).
  useFollowCurrentVehicle(data.isVehicleList, shown.vehicle, (vehicle) =>
    apply(withVehicle(shown, vehicle), { replace: true }),
  );
  const listFacets = list?.facets ?? null;
  const facets = useMemo(
    () =>
      listFacets
        ? { ...listFacets, categories: categoriesBelow(listFacets.categories, data.categoryId) }
        : null,
    [listFacets, data.categoryId],
  );
  // What the list is filtered by: values the facets do not know are ignored by the API too.
  const applied = useMemo(
    () => (facets ? withoutUnknownFilters(shown, facets) : shown),
    [shown, facets],
  );
  // A brand's or a campaign's own page does not offer to filter by brand or campaign.
  const hidden = HIDDEN_FILTERS[data.listType] ?? [];
  // No products and no filter chosen (a search nobody's words match): nothing to narrow or
  // sort, so the page shows only the empty state and its way on.
  const chosenFilters = filterCount(applied);
  const nothingToNarrow = list?.count === 0 && chosenFilters === 0;
  const filters =
    facets && !nothingToNarrow ? (
      <FilterPanel facets={facets} query={shown} onChange={apply} hidden={hidden} />
    ) : null;

  return (
    <div className="container page list-page">
      <Breadcrumbs items={head.crumbs} />
      <header className="list-page__header">
        <h1>{head.name}</h1>
        {head.description ? (
          <SafeHtml className="list-page__description" html={head.description} />
        ) : null}
        {data.isVehicleList ? <VehicleListIntro vehicle={query.vehicle} /> : null}
        {isOfflineList ? <p className="list-page__note">{t('search:offline')}</p> : null}
      </header>
      {data.categoryId !== null ? (
        <SubcategoryChips categories={childCategories(categories, data.categoryId)} />
      ) : null}
      <div className={`list-layout${!isCompact && filters ? '' : ' list-layout--single'}`}>
        {!isCompact && filters ? (
          <aside className="list-layout__filters" aria-label={t('filters.title')}>
            <h2 className="list-layout__filters-title">{t('filters.title')}</h2>
            {filters}
          </aside>
        ) : null}
        <div className="list-layout__main">
          <ListToolbar
            count={list?.count ?? 0}
            filterCount={chosenFilters}
            onOpenFilters={isCompact && filters ? () => setFiltersOpen(true) : undefined}
          >
            {nothingToNarrow ? null : (
              <SortSelect
                sorts={sorts}
                value={shown.sort ?? defaultSort}
                onChange={(sort) => apply(withSort(shown, sort === defaultSort ? null : sort))}
              />
            )}
          </ListToolbar>
          {nothingToNarrow ? null : (
            <FitsMyVehicle
              keepsUniversal={!data.isVehicleList && data.listType !== 'ALL'}
              value={shown.vehicle}
              onChange={(vehicle) => apply(withVehicle(shown, vehicle))}
            />
          )}
          <ActiveFilters query={applied} facets={facets} onChange={apply} />
          {list ? (
            <ProductListSection
              list={list}
              hrefForPage={(page) => navigation.hrefFor(withPage(query, page))}
              onProductOpen={(product) => openProduct(product.alias)}
              isBusy={navigation.isPending}
              empty={<ListEmpty query={query} searchText={data.searchText} onChange={apply} />}
            />
          ) : null}
        </div>
      </div>
      {isCompact && filters ? (
        <FilterSheet
          isOpen={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          count={list?.count ?? 0}
          isPending={navigation.isPending}
        >
          {filters}
        </FilterSheet>
      ) : null}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { Crumb } from '@/components/ui/breadcrumbs';
import { categoryTrail } from '@/features/catalogue/model/category-tree';
import { useCategories } from '@/features/catalogue/use-catalogue';
import { useListPageInfo } from '@/features/catalogue/use-list-page-info';
import { useDocumentHead } from '@/lib/use-document-head';
import type { ListLoaderData } from './list-loader';

interface ListPageHead {
  name: string;
  description: string;
  crumbs: Crumb[];
}

/**
 * Title and meta description from the list's listPageInfo query, the page number
 * added after page 1; breadcrumbs through the category tree for a category.
 */
export function useListPageHead(data: ListLoaderData): ListPageHead {
  const { t } = useTranslation(['common', 'catalogue', 'listing']);
  const info = useListPageInfo(data.infoVariables);
  const trail = categoryTrail(useCategories(), data.categoryId ?? -1);
  const isAll = data.listType === 'ALL';
  const fallbackName =
    data.searchText !== null
      ? t('listing:search.title', { text: data.searchText })
      : isAll
        ? t('catalogue:allProducts')
        : (trail.at(-1)?.name ?? '');
  const name = info?.name || fallbackName;
  const description = info?.description || (isAll ? t('catalogue:allProductsDescription') : '');
  const title = info?.meta.title || t('pageTitle', { title: name });
  const page = data.query.page;

  useDocumentHead({
    title: page > 1 ? withPageNumber(title, t('catalogue:pageTitle', { title: '', page })) : title,
    description: info?.meta.description || description || undefined,
    noIndex: data.searchText !== null,
  });

  const crumbs: Crumb[] =
    data.categoryId !== null
      ? trail.map((item) => ({ label: item.name, to: item.canonicalUrl }))
      : [{ label: name }];
  return { name, description, crumbs: [{ label: t('home'), to: '' }, ...crumbs] };
}

/**
 * "Alle produkter – side 3 | ATV-Huset": the page number goes after the list's name, before the
 * shop's name that ends a title (`suffix` is the localised " – side N").
 */
export function withPageNumber(title: string, suffix: string): string {
  const shop = title.lastIndexOf(' | ');
  return shop === -1 ? `${title}${suffix}` : `${title.slice(0, shop)}${suffix}${title.slice(shop)}`;
}

import type { GetCategoriesQuery } from '@/graphql/generated/operations';

export type CategoryItem = GetCategoriesQuery['categories'][number];

/** The category at a "c/…" path: by full canonical path first, else by its last segment. */
export function findCategoryByPath(
  categories: readonly CategoryItem[],
  path: string,
): CategoryItem | undefined {
  const wanted = path.replace(/^\/+|\/+$/g, '');
  const alias = wanted.split('/').at(-1);
  return (
    categories.find((category) => category.canonicalUrl === wanted) ??
    categories.find((category) => category.alias === alias)
  );
}

/** From the top-level category down to the given one. */
export function categoryTrail(
  categories: readonly CategoryItem[],
  categoryId: number,
): CategoryItem[] {
  const byId = new Map(categories.map((category) => [category.categoryId, category]));
  const trail: CategoryItem[] = [];
  let current = byId.get(categoryId);
  while (current && !trail.includes(current)) {
    trail.unshift(current);
    current = current.parentCategoryId === null ? undefined : byId.get(current.parentCategoryId);
  }
  return trail;
}

export function childCategories(
  categories: readonly CategoryItem[],
  parentId: number | null,
): CategoryItem[] {
  return categories
    .filter((category) => category.parentCategoryId === parentId)
    .sort((a, b) => a.order - b.order);
}

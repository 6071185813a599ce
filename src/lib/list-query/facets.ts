import type { ProductFacetsFieldsFragment } from '@/graphql/generated/operations';

export interface FacetOption<T extends number | string = number> {
  id: T;
  label: string;
  /** Products the list would have with this value chosen too. */
  count: number;
  selected: boolean;
}

export interface CategoryFacetOption extends FacetOption {
  parentId: number | null;
  /** 0 for the list's top categories, 1 for their children… */
  depth: number;
}

export interface ParameterFacet {
  name: string;
  values: FacetOption<string>[];
  /** Distinct values before the API cut the list. */
  valueCount: number;
}

export interface PriceFacet {
  min: number;
  max: number;
}

/** The filters of a list with their server-computed counts (the API's ProductFacets). */
export interface Facets {
  categories: CategoryFacetOption[];
  brands: FacetOption[];
  skus: FacetOption<string>[];
  price: PriceFacet | null;
  discount: FacetOption[];
  parameters: ParameterFacet[];
}

export function toFacets(api: ProductFacetsFieldsFragment): Facets {
  const option = <T extends number | string>(
    id: T,
    value: { label: string; count: number; selected: boolean },
  ) => ({
    id,
    label: value.label,
    count: value.count,
    selected: value.selected,
  });
  const depthOf = depths(api.categories);
  return {
    categories: api.categories.map((c) => ({
      ...option(c.id, c),
      parentId: c.parentId,
      depth: depthOf(c.id),
    })),
    brands: api.brands.map((b) => option(b.id, b)),
    skus: api.skus.map((s) => option(s.value, s)),
    price:
      api.price.max > 0 ? { min: Math.floor(api.price.min), max: Math.ceil(api.price.max) } : null,
    discount: api.discount.map((d) => option(d.id, d)),
    parameters: api.parameters.map((p) => ({
      name: p.name,
      valueCount: p.valueCount,
      values: p.values.map((v) => option(v.value, v)),
    })),
  };
}

/** Depth inside the facet's own tree: a parent missing from the list starts a new top. */
function depths(categories: readonly { id: number; parentId: number | null }[]) {
  const parentOf = new Map(categories.map((c) => [c.id, c.parentId]));
  return (id: number): number => {
    let depth = 0;
    let parent = parentOf.get(id) ?? null;
    while (parent !== null && parentOf.has(parent) && depth < 10) {
      depth += 1;
      parent = parentOf.get(parent) ?? null;
    }
    return depth;
  };
}

/**
 * The category choices worth offering under a list's own category: its descendants (the API
 * also lists the category and its ancestors), at most `levels` deep, chosen ones always.
 */
export function categoriesBelow(
  categories: readonly CategoryFacetOption[],
  rootId: number | null,
  levels = 2,
): CategoryFacetOption[] {
  const root = categories.find((category) => category.id === rootId);
  const base = root ? root.depth + 1 : 0;
  const byId = new Map(categories.map((category) => [category.id, category]));
  const isBelowRoot = (category: CategoryFacetOption): boolean => {
    if (!root) return true;
    let parent = category.parentId === null ? undefined : byId.get(category.parentId);
    for (let guard = 0; parent && guard < 10; guard += 1) {
      if (parent.id === root.id) return true;
      parent = parent.parentId === null ? undefined : byId.get(parent.parentId);
    }
    return false;
  };
  return categories
    .filter((c) => isBelowRoot(c) && (c.depth - base < levels || c.selected))
    .map((c) => ({ ...c, depth: c.depth - base }));
}

import type { ListIndex, ListRule } from './list-index.js';
import type { ListQuery } from './list-query.js';
import { maskOf } from './links.js';
import { fittingPositions } from './vehicle-fitment.js';

type Constraint = { positions: Int32Array } | { test: (p: number) => boolean };

const DAY_S = 86_400;

/** Ascending positions present in any of the lists. */
function union(size: number, lists: readonly Int32Array[]): Int32Array {
  if (lists.length === 1 && lists[0]) return lists[0];
  const mask = maskOf(size, lists);
  const out = new Int32Array(size);
  let n = 0;
  for (let p = 0; p < size; p++) if (mask[p] === 1) out[n++] = p;
  return out.slice(0, n);
}

function listConstraint(
  index: ListIndex,
  list: ListRule,
  q: ListQuery,
  nowS: number,
): Constraint[] {
  switch (list.rule) {
    case 'newest': {
      const since = nowS - (list.maxAgeDays ?? 60) * DAY_S;
      return [{ test: (p) => (index.created[p] ?? 0) >= since }];
    }
    case 'popular': {
      const top = index.orders.POPULARITY.order.slice(0, list.top ?? 500);
      return [{ positions: top.sort() }];
    }
    case 'discounted':
      return [{ test: (p) => (index.sellingOre[p] ?? 0) < (index.regularOre[p] ?? 0) }];
    case 'vehicle':
      // Without a chosen vehicle the list shows every vehicle-specific part.
      return q.vehicle
        ? []
        : [
            {
              positions: union(
                index.size,
                index.fitments.map((f) => f.positions),
              ),
            },
          ];
  }
}

/**
 * The vehicle's own lists: the list atv-huset and every product (/produkter, where the vehicle
 * selector leads) narrowed to a vehicle are the parts made for it, nothing universal.
 */
function isPartsForVehicle(q: ListQuery, list: ListRule | undefined): boolean {
  if (list) return list.rule === 'vehicle';
  return (
    q.categoryId === null &&
    q.brandId === null &&
    q.campaignId === null &&
    q.listId === null &&
    q.productIds === null &&
    q.searchText === ''
  );
}

function constraints(index: ListIndex, q: ListQuery, nowS: number): Constraint[] {
  const out: Constraint[] = [];
  // Unknown ids are ignored (the list page itself answers 404 through listPageInfo).
  if (q.categoryId !== null && index.known.categories.has(q.categoryId))
    out.push({ positions: union(index.size, index.categories.positionsOf([q.categoryId])) });
  if (q.brandId !== null && index.known.brands.has(q.brandId)) {
    const brand = q.brandId;
    out.push({ test: (p) => index.brand[p] === brand });
  }
  if (q.campaignId !== null && index.known.campaigns.has(q.campaignId))
    out.push({ positions: union(index.size, index.campaigns.positionsOf([q.campaignId])) });
  const list = q.listId === null ? undefined : index.lists.get(q.listId);
  if (list) out.push(...listConstraint(index, list, q, nowS));
  if (q.vehicle) {
    const fitting = fittingPositions(index.fitments, q.vehicle);
    if (isPartsForVehicle(q, list)) out.push({ positions: union(index.size, fitting) });
    else {
      // Within a category, brand, campaign or search "fits my vehicle" leaves out the parts made
      // for other machines and keeps the universal ones (no fitment: they fit every machine,
      // as a winch does); a category of them would otherwise be empty for every vehicle.
      const fits = maskOf(index.size, fitting);
      out.push({ test: (p) => fits[p] === 1 || index.fitmentAt(p).length === 0 });
    }
  }
  if (q.productIds) {
    const positions = q.productIds.map(index.positionOf).filter((p) => p >= 0);
    out.push({ positions: Int32Array.from(positions).sort() });
  }
  return out;
}

/**
 * Positions of the route's list before facet selections: in relevance order when searching,
 * else ascending; null means the whole catalogue.
 */
export function listContext(
  index: ListIndex,
  q: ListQuery,
  searchHits: Int32Array | null,
  nowMs = Date.now(),
): Int32Array | null {
  const all = constraints(index, q, Math.floor(nowMs / 1000));
  if (all.length === 0) return searchHits;
  let driver = searchHits;
  if (!driver) {
    const lists = all.flatMap((c) => ('positions' in c ? [c.positions] : []));
    driver = lists.reduce<Int32Array | null>((a, b) => (a && a.length <= b.length ? a : b), null);
  }
  const tests = all.flatMap((c) => {
    if ('test' in c) return [c.test];
    if (c.positions === driver) return [];
    const mask = maskOf(index.size, [c.positions]);
    return [(p: number) => mask[p] === 1];
  });
  const source = driver ?? index.all;
  return tests.length === 0 ? source : source.filter((p) => tests.every((test) => test(p)));
}

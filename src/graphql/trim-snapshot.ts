type Entity = Record<string, unknown>;
type Snapshot = Record<string, Entity | undefined>;

/** Root fields every page needs (shell menus, categories, the cart): dropped last, never here. */
const KEPT_ROOT_FIELDS = ['getMenuAtLocation', 'categories', 'channel', 'configuration', 'getCart'];

function fieldName(storeKey: string): string {
  return storeKey.split(/[(:]/, 1)[0] ?? storeKey;
}

function collectRefs(value: unknown, into: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, into);
  } else if (typeof value === 'object' && value !== null) {
    const ref = (value as { __ref?: unknown }).__ref;
    if (typeof ref === 'string') into.push(ref);
    else for (const item of Object.values(value)) collectRefs(item, into);
  }
}

/** The snapshot with only the given root fields and the entities they reach. */
function keepRootFields(snapshot: Snapshot, rootKeys: readonly string[]): Snapshot {
  const root = snapshot['ROOT_QUERY'] ?? {};
  const keptRoot: Entity = { __typename: root['__typename'] ?? 'Query' };
  for (const key of rootKeys) keptRoot[key] = root[key];
  const result: Snapshot = { ROOT_QUERY: keptRoot };
  const pending: string[] = [];
  collectRefs(keptRoot, pending);
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    const entity = snapshot[id];
    if (result[id] || !entity) continue;
    result[id] = entity;
    collectRefs(entity, pending);
  }
  return result;
}

/**
 * Bounds a serialized Apollo cache (InMemoryCache.extract) to maxLength characters before it is
 * stored: the oldest answers go first (root fields keep their insertion order), the shell's
 * menus, categories and the cart stay, and entities no kept answer reaches go with them. Used
 * as apollo3-cache-persist's persistenceMapper and again, smaller, after a quota error.
 */
export function trimSnapshot(serialized: string, maxLength: number): string {
  if (serialized.length <= maxLength) return serialized;
  const snapshot = JSON.parse(serialized) as Snapshot;
  const rootKeys = Object.keys(snapshot['ROOT_QUERY'] ?? {}).filter((key) => key !== '__typename');
  const kept = rootKeys.filter((key) => KEPT_ROOT_FIELDS.includes(fieldName(key)));
  const droppable = rootKeys.filter((key) => !kept.includes(key));
  const build = (dropCount: number) =>
    JSON.stringify(keepRootFields(snapshot, [...kept, ...droppable.slice(dropCount)]));
  // The fewest oldest answers to drop so the rest fits (a binary search: each try is linear).
  let low = 0;
  let high = droppable.length;
  let best = build(high);
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const candidate = build(middle);
    if (candidate.length <= maxLength) {
      best = candidate;
      high = middle;
    } else {
      low = middle + 1;
    }
  }
  return best;
}

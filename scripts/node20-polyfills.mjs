// Vitest 5 targets Node 22 and reports failed tests with Map.groupBy (Node 21+). On Node 20 its
// reporter then crashes instead of printing the failures. Loaded with `node --import` by
// scripts/vitest-pass.mjs; a no-op on newer Node.
if (typeof Map.groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value(items, keyOf) {
      const groups = new Map();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return groups;
    },
  });
}
if (typeof Object.groupBy !== 'function') {
  Object.defineProperty(Object, 'groupBy', {
    configurable: true,
    writable: true,
    value(items, keyOf) {
      return Object.fromEntries(Map.groupBy(items, keyOf));
    },
  });
}

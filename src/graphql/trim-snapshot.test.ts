// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { trimSnapshot } from './trim-snapshot';

function product(id: number) {
  return { __typename: 'Product', productId: id, name: `Produkt ${id} ${'x'.repeat(200)}` };
}

/** A cache with the menu, then five product lists (oldest first) of three products each. */
function snapshot() {
  const root: Record<string, unknown> = {
    __typename: 'Query',
    'getMenuAtLocation({"menuLocationId":"main"})': { __ref: 'Menu:main' },
  };
  const entities: Record<string, unknown> = { 'Menu:main': { __typename: 'Menu', id: 'main' } };
  for (let list = 1; list <= 5; list += 1) {
    const ids = [list * 10 + 1, list * 10 + 2, list * 10 + 3];
    root[`products({"page":${list}})`] = {
      items: ids.map((id) => ({ __ref: `Product:{"productId":${id}}` })),
    };
    for (const id of ids) entities[`Product:{"productId":${id}}`] = product(id);
  }
  return JSON.stringify({ ROOT_QUERY: root, ...entities });
}

describe('trimSnapshot', () => {
  it('leaves a snapshot within the bound untouched', () => {
    const serialized = snapshot();
    expect(trimSnapshot(serialized, serialized.length)).toBe(serialized);
  });

  it('drops the oldest answers and the entities only they reach until it fits', () => {
    const serialized = snapshot();
    const trimmed = trimSnapshot(serialized, Math.floor(serialized.length * 0.6));
    expect(trimmed.length).toBeLessThanOrEqual(serialized.length * 0.6);
    const result = JSON.parse(trimmed) as Record<string, Record<string, unknown>>;
    const root = result['ROOT_QUERY'] ?? {};
    expect(root['products({"page":1})']).toBeUndefined();
    expect(result['Product:{"productId":11}']).toBeUndefined();
    expect(root['products({"page":5})']).toBeDefined();
    expect(result['Product:{"productId":53}']).toBeDefined();
  });

  it('keeps the menus even when everything else has to go', () => {
    const result = JSON.parse(trimSnapshot(snapshot(), 10)) as Record<string, unknown>;
    expect(Object.keys(result).sort()).toEqual(['Menu:main', 'ROOT_QUERY']);
  });
});

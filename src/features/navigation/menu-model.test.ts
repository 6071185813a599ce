// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toMenuNodes } from './menu-model';

const item = (id: number, order: number, children: ReturnType<typeof raw>[] = []) =>
  raw(id, order, children);
function raw(id: number, order: number, children: unknown[]) {
  return {
    id,
    order,
    label: id === 3 ? '' : `Punkt ${id}`,
    title: `Tittel ${id}`,
    canonicalUrl: `c/${id}`,
    targetBlank: id === 2,
    children: children as never[],
  };
}

describe('toMenuNodes', () => {
  it('orders items and their children by order, keeping three levels', () => {
    const nodes = toMenuNodes([item(1, 2, [item(4, 2), item(5, 1, [item(6, 1)])]), item(2, 1)]);
    expect(nodes.map((node) => node.id)).toEqual([2, 1]);
    expect(nodes[1]?.children.map((node) => node.id)).toEqual([5, 4]);
    expect(nodes[1]?.children[0]?.children[0]?.url).toBe('c/6');
    expect(nodes[0]?.newTab).toBe(true);
  });

  it('falls back to the title when the label is empty', () => {
    expect(toMenuNodes([item(3, 1)])[0]?.label).toBe('Tittel 3');
  });
});

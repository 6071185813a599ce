// @vitest-environment node
import { describe, expect, it } from 'vitest';

interface Tree {
  [key: string]: string | Tree;
}

const nb = import.meta.glob<Tree>('./nb/*.json', { eager: true, import: 'default' });
const nn = import.meta.glob<Tree>('./nn/*.json', { eager: true, import: 'default' });

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function byNamespace(files: Record<string, Tree>): Map<string, string[]> {
  return new Map(
    Object.entries(files).map(([path, tree]) => [
      path.replace(/^\.\/\w+\//, ''),
      keys(tree).sort(),
    ]),
  );
}

describe('locale files', () => {
  const nbKeys = byNamespace(nb);
  const nnKeys = byNamespace(nn);

  it('have the same namespaces in nb and nn', () => {
    expect(nbKeys.size).toBeGreaterThan(0);
    expect([...nnKeys.keys()].sort()).toEqual([...nbKeys.keys()].sort());
  });

  it.each([...nbKeys.keys()])('%s has the same keys in nb and nn', (file) => {
    expect(nnKeys.get(file)).toEqual(nbKeys.get(file));
  });

  it('have no empty texts', () => {
    const all = [...Object.values(nb), ...Object.values(nn)];
    const empty = all.flatMap((tree) =>
      keys(tree).filter((key) => lookup(tree, key).trim() === ''),
    );
    expect(empty).toEqual([]);
  });
});

function lookup(tree: Tree, path: string): string {
  const value = path
    .split('.')
    .reduce<string | Tree>((node, part) => (node as Tree)[part] ?? '', tree);
  return typeof value === 'string' ? value : '';
}

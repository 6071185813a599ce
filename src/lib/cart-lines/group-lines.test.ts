// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupLines, sumLines } from './group-lines';

const line = (id: string, groupKey: string | null = null, total = 0) => ({ id, groupKey, total });

describe('groupLines', () => {
  it('keeps plain lines one by one, in order', () => {
    const groups = groupLines([line('a'), line('b')]);
    expect(groups).toEqual([
      { kind: 'item', line: line('a') },
      { kind: 'item', line: line('b') },
    ]);
  });

  it('makes the parts of a package one entry where its first part stood', () => {
    const groups = groupLines([
      line('oil', 'g1'),
      line('plain'),
      line('air', 'g1'),
      line('plug', 'g1'),
      line('other', 'g2'),
    ]);
    expect(groups.map((group) => group.kind)).toEqual(['package', 'item', 'package']);
    const [first, , last] = groups;
    expect(first).toEqual({
      kind: 'package',
      groupKey: 'g1',
      parts: [line('oil', 'g1'), line('air', 'g1'), line('plug', 'g1')],
    });
    expect(last).toMatchObject({ kind: 'package', groupKey: 'g2', parts: [line('other', 'g2')] });
  });

  it('treats an empty or missing group key as a plain line', () => {
    expect(groupLines([{ groupKey: '' }, {}]).map((group) => group.kind)).toEqual(['item', 'item']);
  });
});

describe('sumLines', () => {
  it('adds the parts up to the package price in whole øre', () => {
    const parts = [line('a', 'g', 88.04), line('b', 'g', 331.84), line('c', 'g', 79.12)];
    expect(sumLines(parts, (part) => part.total)).toBe(499);
    expect(sumLines([line('a', 'g', 0.1), line('b', 'g', 0.2)], (part) => part.total)).toBe(0.3);
  });
});

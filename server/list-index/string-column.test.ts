import { describe, expect, it } from 'vitest';
import { StringColumn } from './string-column.js';

describe('StringColumn', () => {
  it('gives back every entry, empty ones and non-ASCII ones included', () => {
    const entries = ['Vinsj', '', 'Lykt æøå', 'a\tb 1.5', ''];
    const column = StringColumn.of(entries);
    expect(column.length).toBe(5);
    expect(entries.map((_, p) => column.at(p))).toEqual(entries);
  });

  it('answers an empty string outside the column', () => {
    const column = StringColumn.of(['x']);
    expect(column.at(-1)).toBe('');
    expect(column.at(1)).toBe('');
    expect(StringColumn.of([]).length).toBe(0);
    expect(StringColumn.empty(3).at(2)).toBe('');
    expect(StringColumn.empty(3).length).toBe(3);
  });
});
